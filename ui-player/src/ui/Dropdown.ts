import styled from '@emotion/styled';
import { color } from './theme';
import { LAYER } from './layers';
import { radius } from './tokens';

/** A native <details> menu: <Dropdown><summary>…</summary><ul>…</ul></Dropdown>. */
export const Dropdown = styled.details`
  position: relative;
  & > summary {
    list-style: none;
    cursor: pointer;
  }
  & > ul {
    position: absolute;
    right: 0;
    top: calc(100% + 6px);
    z-index: ${LAYER.dropdown};
    min-width: 240px;
    margin: 0;
    padding: 6px;
    list-style: none;
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
`;

export const DropdownItem = styled.button`
  width: 100%;
  text-align: left;
  padding: 8px 10px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${color.border};
  }
`;
