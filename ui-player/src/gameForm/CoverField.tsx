import styled from '@emotion/styled';
import type { Cover } from '@sports/contracts';
import { useId, useState } from 'react';
import { invalidProps } from '../forms/fieldErrors';
import { Button, ErrorText, Input, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { uploadCoverImage } from './api';
import { COVER_ACCEPT, coverPreviewUrl, imageFileProblem, uploadProblemWords, videoCoverOf } from './coverRules';
import { fontSize, radius } from '../ui/tokens';

const Box = styled.fieldset`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  min-width: 0;
  /* One column no wider than the box: the file input's own width (about 290 px) made the page scroll sideways at 320 px. */
  grid-template-columns: minmax(0, 1fr);
  & legend {
    font-size: ${fontSize.sm};
    color: ${color.muted};
    padding: 0 4px;
  }
`;

/** 16:9 like the game page's banner, so the host sees what players will. */
const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 480px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${radius.sm};
  background: ${color.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  & > input {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

interface Props {
  cover: Cover | null;
  onChange: (cover: Cover | null) => void;
}

/**
 * Spec section 3 coverImageorVideo: a cover image (uploaded at once, previewed)
 * or a video link, or none. The file's type and size are checked here before any bytes are sent.
 */
export function CoverField({ cover, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [video, setVideo] = useState(cover?.type === 'video' ? cover.url : '');
  const errorId = useId();
  const preview = coverPreviewUrl(cover);

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setError(null);
    setUploading(true);
    try {
      const image = await uploadCoverImage(file);
      onChange({ type: 'image', imageId: image.id });
      setVideo('');
    } catch (failure) {
      setError(uploadProblemWords(failure));
    } finally {
      setUploading(false);
    }
  };

  const useVideo = () => {
    const result = videoCoverOf(video);
    if ('error' in result) return setError(result.error);
    setError(null);
    onChange(result.cover);
  };

  return (
    <Box aria-describedby={error ? errorId : undefined}>
      <legend>Cover (optional)</legend>
      {preview && <Preview src={preview} alt="Cover image preview" />}
      {cover?.type === 'video' && (
        <Muted>
          Video:{' '}
          <a href={cover.url} target="_blank" rel="noopener noreferrer">
            {cover.url}
          </a>
        </Muted>
      )}
      <label>
        <Muted>{preview ? 'Replace the image' : 'Upload an image'} (JPEG, PNG or WebP, up to 5 MB)</Muted>
        <input
          type="file"
          accept={COVER_ACCEPT}
          disabled={uploading}
          {...invalidProps(error ?? undefined, errorId)}
          onChange={(e) => {
            void pickFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          style={{ display: 'block', marginTop: 4, width: '100%' }}
        />
      </label>
      {uploading && <Muted role="status">Uploading the image…</Muted>}
      <Row>
        <Input
          aria-label="Video link"
          type="url"
          inputMode="url"
          placeholder="Or paste a video link (https://…)"
          value={video}
          onChange={(e) => setVideo(e.target.value)}
        />
        <Button type="button" variant="ghost" onClick={useVideo} disabled={!video.trim()}>
          Use video
        </Button>
      </Row>
      {cover && (
        <div>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              onChange(null);
              setVideo('');
              setError(null);
            }}
          >
            Remove cover
          </Button>
        </div>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Box>
  );
}
