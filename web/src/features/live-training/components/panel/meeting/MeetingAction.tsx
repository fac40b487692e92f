import Button, { type ButtonProps } from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VideocamIcon from '@mui/icons-material/Videocam';
import { VisuallyHidden } from '../../../../../lib/ui/VisuallyHidden';
import { jitsiRoomOf, type TMeetingTarget } from '../../../model/panel/meeting';

/** A meeting opened in the page: its link, its Jitsi room and what it is. */
export type TEmbed = { url: string; roomName: string; title: string };

/** The embedded form of a meeting, when its link is on the configured Jitsi server. */
export function embedOf(target: TMeetingTarget, jitsiDomain: string | null | undefined): TEmbed | null {
  const roomName = jitsiRoomOf(target.url, jitsiDomain);
  return roomName ? { url: target.url, roomName, title: target.room?.name ?? 'Main meeting' } : null;
}

type Props = Pick<ButtonProps, 'variant' | 'size'> & {
  target: TMeetingTarget;
  jitsiDomain: string | null | undefined;
  onEmbed: (embed: TEmbed) => void;
  /** Words for screen readers after the label ("on Zoom"). */
  where?: string;
};

/**
 * Opens the viewer's meeting: in the page when it is a Jitsi room on the configured server (the
 * IFrame API), otherwise (Zoom) in a new tab, said so to screen readers.
 */
export function MeetingAction({ target, jitsiDomain, onEmbed, where, variant, size }: Props) {
  const embed = embedOf(target, jitsiDomain);
  if (embed) {
    return (
      <Button variant={variant} size={size} startIcon={<VideocamIcon aria-hidden />} onClick={() => onEmbed(embed)}>
        {target.label}
      </Button>
    );
  }
  return (
    <Button variant={variant} size={size} href={target.url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />}>
      {target.label} <VisuallyHidden>{where ? `${where} (opens in a new tab)` : '(opens in a new tab)'}</VisuallyHidden>
    </Button>
  );
}
