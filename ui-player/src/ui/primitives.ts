import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { mediaFrom } from './sizeClass';
import { TAP_TARGET_PX, color, measure, radius, space } from './tokens';

export { TAP_TARGET_PX };

type Variant = 'primary' | 'ghost';

/**
 * Every button and button-like link: a tap target of at least 44 × 44 px (TAP_TARGET_PX, WCAG 2.5.5, Apple HIG),
 * its label centred; long labels still wrap rather than run off a 375 px screen.
 */
const buttonStyle = ({ variant = 'primary' }: { variant?: Variant }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: ${TAP_TARGET_PX}px;
  min-width: ${TAP_TARGET_PX}px;
  max-width: 100%;
  text-align: center;
  border: 1px solid ${variant === 'ghost' ? color.border : color.accent};
  background: ${variant === 'ghost' ? 'transparent' : color.accent};
  color: ${variant === 'ghost' ? color.text : color.accentText};
  border-radius: ${radius.sm};
  padding: ${space[2]} ${space[4]};
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

export const Button = styled.button<{ variant?: Variant }>(buttonStyle);

/** A typed router link that looks like a button. */
export const ButtonLink = createLink(styled.a<{ variant?: Variant }>(buttonStyle));

export const Card = styled.article`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space[4]};
`;

export const Muted = styled.span`
  color: ${color.muted};
`;

export const Page = styled.main`
  max-width: ${measure.page};
  margin: 0 auto;
  padding: ${space[3]} ${space[4]} ${space[8]};
  ${mediaFrom.TAB} {
    padding: ${space[6]} ${space[6]} ${space[16]};
  }
`;

/**
 * A 44 × 44 px hit area around a control drawn smaller (a 34 px chip), invisible so the look stays:
 * taps within it land on the control (WCAG 2.5.5). Its parent must not clip it (room of 5 px above and below).
 */
export const tapArea = css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: max(100%, ${TAP_TARGET_PX}px);
    height: max(100%, ${TAP_TARGET_PX}px);
    transform: translate(-50%, -50%);
  }
`;

/** Read by screen readers, not drawn: e.g. the h1 of a page whose header already says where you are. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The look every text field and select shares: dark box, one border, the accent ring on keyboard focus, and as tall as a tap target (44 px) so a thumb reaches it on a phone. */
const fieldBox = css`
  width: 100%;
  min-height: ${TAP_TARGET_PX}px;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.bg};
  color: ${color.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

export const Input = styled.input`
  ${fieldBox}
`;

/** The app's dark select, the same field box as Input. */
export const Select = styled.select`
  ${fieldBox}
`;

/** A button that reads as a link (secondary actions inside forms), with the same 44 px tap target as Button. */
export const LinkButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${color.muted};
    text-decoration: none;
    cursor: default;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${color.danger};
`;
