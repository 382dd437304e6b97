import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { TAP_TARGET_PX } from './primitives';
import { color } from './theme';
import { fontSize, radius } from './tokens';

/** A 44 px icon link (the tap target of primitives' Button) of the header with a count badge in its corner (the cart, the inbox bell). */
export const BadgeIconLink = createLink(styled.a`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  color: ${color.text};
  & > b {
    position: absolute;
    top: 4px;
    right: 2px;
    min-width: 18px;
    padding: 0 4px;
    border-radius: ${radius.sm};
    background: ${color.accent};
    color: ${color.accentText};
    font-size: ${fontSize.xs};
    line-height: 18px;
    text-align: center;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`);
