import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import LockIcon from '@mui/icons-material/Lock';
import type { TFileUpload } from '@app/shared-types/uploads/rules';
import { UPLOAD_ACCEPT_ATTRIBUTE, UPLOAD_MESSAGES, formatFileSize, uploadDownloadPath } from '@app/shared-types/uploads/rules';
import { errorMessage } from '../../../lib/api-client';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { useUserStore } from '../../../lib/auth/user-store';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { listUploads, useUploadFiles } from '../api/uploads';
import { partitionFiles } from '../model/upload-selection';

type TUploadStatus =
  | { kind: 'idle' }
  | { kind: 'uploading'; count: number }
  | { kind: 'done'; count: number }
  | { kind: 'failed'; message: string };

// Created on first use (a member's upload list), not while the page starts: the first Intl
// formatter costs ~12 ms of set-up.
let dateFormat: Intl.DateTimeFormat | undefined;
const formatUploadedAt = (iso: string) => (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

function UploadList({ uploads, loading, loadError }: { uploads: TFileUpload[]; loading: boolean; loadError: string | null }) {
  return (
    <Box component="section" aria-labelledby="my-uploads-heading" sx={{ mt: 3 }}>
      <Typography id="my-uploads-heading" component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        Your uploaded files
      </Typography>
      {loading ? <LinearProgress aria-label="Loading your files" /> : null}
      {loadError ? <Alert severity="error">{loadError}</Alert> : null}
      {!loading && !loadError && uploads.length === 0 ? <Typography color="text.secondary">You have not uploaded any files yet.</Typography> : null}
      {uploads.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="my-uploads">
          {uploads.map((u) => (
            <Box component="li" key={u.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <InsertDriveFileIcon aria-hidden sx={{ color: 'primary.main' }} />
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{u.originalName}</Typography>
                <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                  {formatFileSize(u.fileSize)} · uploaded {formatUploadedAt(u.uploadedAt)}
                </Typography>
              </Box>
              <Button component="a" href={uploadDownloadPath(u.id)} download={u.originalName} size="small" variant="outlined">
                Download{' '}<VisuallyHidden>{u.originalName}</VisuallyHidden>
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Secure File Upload: drag and drop or 'Select Files'. Checks type (extension and mime) and
 * size before sending; a signed-in member's files go to `POST /api/uploads` and are listed
 * back from `GET /api/uploads`. Visitors are asked to sign in.
 */
export function SecureFileUpload() {
  const user = useUserStore((s) => s.user);
  const userStatus = useUserStore((s) => s.status);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragActive, setDragActive] = useState(false);
  const [rejected, setRejected] = useState<{ name: string; message: string }[]>([]);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [status, setStatus] = useState<TUploadStatus>({ kind: 'idle' });
  const [uploads, setUploads] = useState<TFileUpload[]>([]);
  const [listLoading, setListLoading] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const { run: upload } = useUploadFiles();
  const signedIn = user !== null;

  const refreshList = useCallback(async (signal?: AbortSignal) => {
    setListLoading(true);
    setListError(null);
    try {
      setUploads(await listUploads(signal));
    } catch (error) {
      if (!signal?.aborted) setListError(errorMessage(error, 'Your files could not be loaded.'));
    } finally {
      if (!signal?.aborted) setListLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!signedIn) {
      setUploads([]);
      return;
    }
    const controller = new AbortController();
    void refreshList(controller.signal);
    return () => controller.abort();
  }, [signedIn, user?.id, refreshList]);

  const handleFiles = async (files: File[]) => {
    setStatus({ kind: 'idle' });
    if (!signedIn) {
      setRejected([]);
      setSelectionError(UPLOAD_MESSAGES.signInRequired);
      return;
    }
    const selection = partitionFiles(files);
    setRejected(selection.rejected);
    setSelectionError(selection.selectionError);
    if (selection.accepted.length === 0) return;
    setStatus({ kind: 'uploading', count: selection.accepted.length });
    const outcome = await upload(selection.accepted);
    if (!outcome.ok) {
      setStatus({ kind: 'failed', message: outcome.message });
      return;
    }
    setStatus({ kind: 'done', count: outcome.data });
    void refreshList();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragActive(false);
    if (status.kind === 'uploading') return;
    void handleFiles(Array.from(event.dataTransfer.files));
  };

  const uploading = status.kind === 'uploading';

  return (
    <Box>
      <Paper
        variant="outlined"
        data-testid="upload-zone"
        onDragEnter={(e) => {
          e.preventDefault();
          setDragActive(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = signedIn ? 'copy' : 'none';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragActive(false);
        }}
        onDrop={onDrop}
        sx={{
          p: { xs: 3, sm: 4 },
          textAlign: 'center',
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragActive ? 'primary.main' : 'grey.500',
          bgcolor: dragActive ? '#eef3fb' : 'grey.50',
        }}
      >
        <CloudUploadIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', mt: 1 }}>Drag and drop files here, or select them from your device</Typography>
        <Typography id={hintId} color="text.secondary" sx={{ mb: 2 }}>
          {UPLOAD_MESSAGES.zoneHint}
        </Typography>
        {userStatus === 'loading' ? (
          <Button variant="contained" disabled>
            Checking your sign-in...
          </Button>
        ) : signedIn ? (
          <>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={UPLOAD_ACCEPT_ATTRIBUTE}
              style={{ display: 'none' }}
              data-testid="upload-input"
              onChange={(e) => {
                const files = Array.from(e.currentTarget.files ?? []);
                e.currentTarget.value = '';
                void handleFiles(files);
              }}
            />
            <Button variant="contained" size="large" onClick={() => inputRef.current?.click()} disabled={uploading} aria-describedby={hintId}>
              Select Files
            </Button>
          </>
        ) : (
          <Box>
            <Typography sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 2 }}>
              <LockIcon aria-hidden fontSize="small" />
              Please sign in to upload files. Only you and your advisors can see what you upload.
            </Typography>
            <Button component="a" href={signInHref('/client-portal')} variant="contained" size="large">
              Sign In to Upload
            </Button>
          </Box>
        )}
      </Paper>

      <Box aria-live="polite" sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
        {uploading ? (
          <Box>
            <Typography sx={{ mb: 1 }}>
              Uploading {status.count} {status.count === 1 ? 'file' : 'files'}...
            </Typography>
            <LinearProgress aria-label="Upload in progress" />
          </Box>
        ) : null}
        {status.kind === 'done' ? <Alert severity="success">{UPLOAD_MESSAGES.uploaded(status.count)}</Alert> : null}
      </Box>
      <Box role="alert" sx={{ mt: 1, display: 'grid', gap: 1.5 }}>
        {status.kind === 'failed' ? (
          <Alert severity="error">
            <AlertTitle>{UPLOAD_MESSAGES.uploadFailedTitle}</AlertTitle>
            {status.message}
          </Alert>
        ) : null}
        {selectionError ? <Alert severity={selectionError === UPLOAD_MESSAGES.signInRequired ? 'info' : 'error'}>{selectionError}</Alert> : null}
        {rejected.length > 0 ? (
          <Alert severity="error" data-testid="upload-rejections">
            <AlertTitle>{rejected.length === 1 ? 'This file was not uploaded' : `${rejected.length} files were not uploaded`}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {rejected.map((r, i) => (
                <li key={`${r.name}-${i}`}>{r.message}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
      </Box>

      {signedIn ? <UploadList uploads={uploads} loading={listLoading} loadError={listError} /> : null}
      {!signedIn && userStatus !== 'loading' ? (
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '0.95rem' }}>
          Don&apos;t have an account yet?{' '}
          <Link href="/contact" sx={{ fontWeight: 600 }}>
            Request portal access
          </Link>
          .
        </Typography>
      ) : null}
    </Box>
  );
}
