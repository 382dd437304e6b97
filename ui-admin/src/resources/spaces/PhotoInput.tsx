import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MAX_IMAGE_BYTES, isImageType, mediaApi, servedImagePath } from '@sports/contracts';
import { useRef, useState } from 'react';
import { useInput, type Validator } from 'react-admin';
import { adminHttpClient } from '../../api/adminHttp';

/** Why a picked file cannot be a photo, before it is sent (the server checks the same: 415, 413). */
export const photoFileProblem = (file: Pick<File, 'type' | 'size'>): string | null =>
  !isImageType(file.type)
    ? 'Choose a JPEG, PNG or WebP photo'
    : file.size > MAX_IMAGE_BYTES
      ? `Choose a photo of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`
      : null;

/**
 * A venue's photo in its form: the photo itself, "Upload a photo" (POST /api/vm/media/images, the
 * bytes with their type; the form keeps the id the server answers) and "Remove photo". Before,
 * managers were asked for "the id POST /api/vm/media/images answered", which none of them has.
 */
export function PhotoInput({ source, label, validate }: { source: string; label: string; validate?: Validator }) {
  const { field } = useInput({ source, validate });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const id = typeof field.value === 'string' && field.value ? field.value : null;

  const upload = async (file: File) => {
    const refused = photoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      const { json } = await adminHttpClient(mediaApi.uploadImage.path, {
        method: 'POST',
        body: file,
        headers: new Headers({ 'content-type': file.type, accept: 'application/json' }),
      });
      field.onChange(mediaApi.uploadImage.response.parse(json).data.id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The photo could not be uploaded');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {id ? (
        <Box
          component="img"
          src={servedImagePath(id)}
          alt={label}
          sx={{ display: 'block', width: '100%', maxWidth: 360, borderRadius: 1, mb: 1 }}
        />
      ) : (
        <Typography variant="body2" sx={{ mb: 1 }}>
          No photo: cards of games here without a cover of their own show their sport’s drawing.
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={busy} onClick={() => picker.current?.click()} sx={{ minHeight: 44 }}>
          {busy ? 'Uploading…' : id ? 'Replace photo' : 'Upload a photo'}
        </Button>
        {id ? (
          <Button disabled={busy} onClick={() => field.onChange(null)} sx={{ minHeight: 44 }}>
            Remove photo
          </Button>
        ) : null}
      </Stack>
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={`${label}: choose a file`}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
