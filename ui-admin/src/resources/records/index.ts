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
import {
  adminCampaigns,
  adminComments,
  adminEnquiries,
  adminEquipment,
  adminInstructors,
  adminMembers,
  adminPartners,
  adminPlans,
  adminPolls,
  adminQuizzes,
  adminReplies,
  adminStories,
  adminSubscriptions,
  type AdminResource,
  type RecordKind,
} from '@sports/contracts';
import { createElement, lazy } from 'react';

/** Members: read-only, one generic list and show over the memberships read model. */
const readOnlyResource = (of: AdminResource, icon: SvgIconComponent, one: string) => ({
  name: of.name,
  options: { label: of.label },
  icon,
  list: lazy(() => import('./RecordList').then((m) => ({ default: () => createElement(m.RecordList, { of }) }))),
  show: lazy(() => import('./RecordShow').then((m) => ({ default: () => createElement(m.RecordShow, { of, title: one }) }))),
});

/** A business record kind (docs/backoffice.md "Business records"): the generic views, created and edited through the save command. */
const recordResource = (of: AdminResource, kind: RecordKind, icon: SvgIconComponent, one: string) => ({
  ...readOnlyResource(of, icon, one),
  recordRepresentation: 'name',
  create: lazy(() => import('./RecordForm').then((m) => ({ default: () => createElement(m.RecordCreate, { kind, title: `New ${one.toLowerCase()}` }) }))),
  edit: lazy(() => import('./RecordForm').then((m) => ({ default: () => createElement(m.RecordEdit, { kind, title: one }) }))),
});

export const members = readOnlyResource(adminMembers, CardMembershipIcon, 'Member');
export const instructors = recordResource(adminInstructors, 'instructor', SportsIcon, 'Instructor');
export const equipment = recordResource(adminEquipment, 'resource', BuildIcon, 'Resource');
export const campaigns = recordResource(adminCampaigns, 'salescampaign', CampaignIcon, 'Sales campaign');
export const enquiries = recordResource(adminEnquiries, 'enquiry', ContactPhoneIcon, 'Enquiry');
export const partners = recordResource(adminPartners, 'partner', HandshakeIcon, 'Partner');
export const plans = recordResource(adminPlans, 'plan', ViewListIcon, 'Plan');
export const subscriptions = recordResource(adminSubscriptions, 'subscription', SubscriptionsIcon, 'Subscription');
export const stories = recordResource(adminStories, 'story', ArticleIcon, 'Story');
export const polls = recordResource(adminPolls, 'poll', HowToVoteIcon, 'Poll');
export const quizzes = recordResource(adminQuizzes, 'quiz', QuizIcon, 'Quiz');
export const comments = recordResource(adminComments, 'comment', ChatIcon, 'Comment');
export const replies = recordResource(adminReplies, 'reply', ReplyIcon, 'Reply');
