import AddIcon from '@mui/icons-material/Add';
import { Button, Checkbox, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import { adminSpaces, type SpaceDocument } from '@sports/contracts';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';

/** 'Add field': a court or turf of the venue, PUT …/spaces/{spaceId}/fields/{fieldKey}; its id becomes `{spaceId}.{fieldKey}`. */
export function AddFieldButton() {
  const space = useRecordContext<SpaceDocument>();
  const [open, setOpen] = useState(false);
  const [fieldKey, setFieldKey] = useState('');
  const [fieldName, setFieldName] = useState('');
  const [listingIds, setListingIds] = useState<string[]>([]);
  const { run, pending, error, clearError } = useCommandAction();
  if (!space) return null;
  const chosen = listingIds.length ? listingIds : space.listingIds;
  const fieldId = `${space.spaceId}.${fieldKey}`;

  const submit = async () => {
    const done = await run<SpaceDocument>({
      send: () => commands.addField(space.orgId, space.spaceId, fieldKey.trim(), { fieldName: fieldName.trim(), listingIds: chosen }),
      success: `Field ${fieldName.trim()} added`,
      await: { resource: adminSpaces.name, id: space.id, isFresh: (s) => s.facilities.some((f) => f.facilityId === fieldId) },
    });
    if (done) {
      setOpen(false);
      setFieldKey('');
      setFieldName('');
    }
  };
  const toggle = (id: string) => setListingIds((ids) => (chosen.includes(id) ? chosen.filter((x) => x !== id) : [...ids, id]));
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Add field
      </Button>
      <CommandDialog
        open={open}
        title="Add a field"
        action="Add field"
        pending={pending}
        error={error}
        onClose={() => {
          clearError();
          setOpen(false);
        }}
        onSubmit={submit}
      >
        <TextField
          label="Field key"
          helperText="1-20 characters of a-z 0-9 -, e.g. turf-c"
          value={fieldKey}
          onChange={(e) => setFieldKey(e.target.value)}
          required
          autoFocus
        />
        <TextField
          label="Field name"
          helperText="e.g. Turf C (5-a-side)"
          value={fieldName}
          onChange={(e) => setFieldName(e.target.value)}
          required
        />
        <FormGroup>
          <FormLabel component="legend">Sports played on it</FormLabel>
          {space.listings.map((listing) => (
            <FormControlLabel
              key={listing.listingId}
              control={<Checkbox checked={chosen.includes(listing.listingId)} onChange={() => toggle(listing.listingId)} />}
              label={listing.listingName}
            />
          ))}
        </FormGroup>
      </CommandDialog>
    </>
  );
}
