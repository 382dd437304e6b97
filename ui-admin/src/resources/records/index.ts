import ArticleIcon from '@mui/icons-material/Article';
import BuildIcon from '@mui/icons-material/Build';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ChatIcon from '@mui/icons-material/Chat';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import QuizIcon from '@mui/icons-material/Quiz';
import ReplyIcon from '@mui/icons-material/Reply';
import SportsIcon from '@mui/icons-material/Sports';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RecordKind } from '@sports/contracts';
import { createElement, lazy } from 'react';
import { declarationOf, entryOf, type ResourceName } from '../entries';

/** Members: read-only, one generic list and show over the memberships read model. */
const readOnlyResource = (name: ResourceName, icon: SvgIconComponent, one: string) => ({
  ...entryOf(name),
  icon,
  list: lazy(() =>
    Promise.all([import('./RecordList'), declarationOf(name)]).then(([m, of]) => ({ default: () => createElement(m.RecordList, { of }) })),
  ),
  show: lazy(() =>
    Promise.all([import('./RecordShow'), declarationOf(name)]).then(([m, of]) => ({
      default: () => createElement(m.RecordShow, { of, title: one }),
    })),
  ),
});

/** A business record kind (docs/backoffice.md "Business records"): the generic views, created and edited through the save command. */
const recordResource = (name: ResourceName, kind: RecordKind, icon: SvgIconComponent, one: string) => ({
  ...readOnlyResource(name, icon, one),
  recordRepresentation: 'name',
  create: lazy(() =>
    import('./RecordForm').then((m) => ({ default: () => createElement(m.RecordCreate, { kind, title: `New ${one.toLowerCase()}` }) })),
  ),
  edit: lazy(() => import('./RecordForm').then((m) => ({ default: () => createElement(m.RecordEdit, { kind, title: one }) }))),
});

export const members = readOnlyResource('members', CardMembershipIcon, 'Member');
export const instructors = recordResource('instructors', 'instructor', SportsIcon, 'Instructor');
export const equipment = recordResource('resources', 'resource', BuildIcon, 'Resource');
export const campaigns = recordResource('campaigns', 'salescampaign', CampaignIcon, 'Sales campaign');
export const enquiries = recordResource('enquiries', 'enquiry', ContactPhoneIcon, 'Enquiry');
export const partners = recordResource('partners', 'partner', HandshakeIcon, 'Partner');
export const plans = recordResource('plans', 'plan', ViewListIcon, 'Plan');
export const subscriptions = recordResource('subscriptions', 'subscription', SubscriptionsIcon, 'Subscription');
export const stories = recordResource('stories', 'story', ArticleIcon, 'Story');
export const polls = recordResource('polls', 'poll', HowToVoteIcon, 'Poll');
export const quizzes = recordResource('quizzes', 'quiz', QuizIcon, 'Quiz');
export const comments = recordResource('comments', 'comment', ChatIcon, 'Comment');
export const replies = recordResource('replies', 'reply', ReplyIcon, 'Reply');
