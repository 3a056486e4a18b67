import { Box, Button, CircularProgress, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUpload';
import { CanAccess, FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { useMediaUpload } from './useMediaUpload';

/** What the API takes as a logo; it reads the type from the content, this only narrows the file picker. */
const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

/**
 * A record's logo (a career's, a school's): its URL (an upload's path or an https address), a button that uploads
 * a file (POST /api/admin/media) and puts the answer's URL in, and a preview on the chosen background. `resource`
 * names the label (`resources.<resource>.fields.logo`).
 */
export function LogoInput({ background, resource = 'careers' }: { background?: string; resource?: string }) {
  const { field, fieldState, isRequired } = useInput({ source: 'logo' });
  const translate = useTranslate();
  const { picker, uploading, upload } = useMediaUpload(({ url }) => field.onChange(url));
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%', maxWidth: 720 }}>
      <TextField
        {...field}
        value={value}
        onChange={(event) => field.onChange(event.target.value || null)}
        size="small"
        fullWidth
        label={
          <FieldTitle
            label={`resources.${resource}.fields.logo`}
            source="logo"
            resource={resource}
            isRequired={isRequired}
          />
        }
        error={fieldState.invalid}
        helperText={
          <InputHelperText error={fieldState.error?.message} helperText={translate('console.media.logo_hint')} />
        }
        slotProps={{ htmlInput: { 'data-testid': 'logo-url' } }}
      />
      <CanAccess resource="media" action="create">
        <input
          ref={picker}
          type="file"
          accept={LOGO_TYPES}
          hidden
          data-testid="logo-file"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={uploading}
          onClick={() => picker.current?.click()}
          sx={{ whiteSpace: 'nowrap', mt: 0.5 }}
        >
          {translate('console.media.logo_upload')}
        </Button>
      </CanAccess>
      {/* Only the site's own files: the policy's img-src is 'self', so an outside address would not load. */}
      {value.startsWith('/') && (
        <Box
          component="img"
          src={value}
          alt=""
          data-testid="logo-preview"
          sx={{ width: 56, height: 56, objectFit: 'contain', p: 1, borderRadius: 1, bgcolor: background || 'grey.200' }}
        />
      )}
    </Box>
  );
}
