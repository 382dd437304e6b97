import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';

/**
 * A list's add and remove buttons in words and 44 px tall (UX walk at 375 px: react-admin's are
 * 24 px icons, ⊕ and ⊖, beside a ⊗ that empties the whole list; its Button drops its words on a
 * phone, so MUI's). For SimpleFormIterator's addButton and removeButton.
 */
export function AddRowButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add()} sx={{ minHeight: 44 }}>
      {label}
    </Button>
  );
}

export function RemoveRowButton({ label }: { label: string }) {
  const { remove } = useSimpleFormIteratorItem();
  return (
    <Button startIcon={<RemoveIcon />} onClick={() => remove()} color="warning" sx={{ minHeight: 44 }}>
      {label}
    </Button>
  );
}
