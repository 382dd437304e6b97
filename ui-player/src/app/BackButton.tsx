import styled from '@emotion/styled';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { BackIcon } from '../ui/icons';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { parentOf } from './sections';
import { radius } from '../ui/tokens';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  margin-left: -10px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

/**
 * The header's back arrow on pages below a section's top (DESIGN.md "Frame"): back in this app's
 * history when there is one, else up to the page above (a link opened directly has nothing to go back to).
 */
export function BackButton() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Button
      type="button"
      aria-label="Back"
      title="Back"
      onClick={() => {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: parentOf(pathname) });
      }}
    >
      <BackIcon />
    </Button>
  );
}
