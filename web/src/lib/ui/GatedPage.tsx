import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TUser } from '@app/shared-types/auth';
import { signInHref } from '../auth/sign-in-href';
import { useCurrentUser } from '../auth/use-current-user';
import { AccessNotice, GatedContent, PageFrame } from './PageLoading';

type Notice = { heading: string; text: string };
type Frame = { title: string; intro: string; sx?: SxProps<Theme> };

/**
 * A page for signed-in members at `path`: its frame in every state, then a skeleton until the session
 * is known, the `signIn` notice (with a Sign in button back to `path`) for visitors, and `children`
 * for the member.
 */
export function MemberPage({ path, signIn, children, ...frame }: Frame & { path: string; signIn: Notice; children: (user: TUser, isOperator: boolean) => ReactNode }) {
  const { ready, user, isOperator } = useCurrentUser();
  return (
    <PageFrame {...frame}>
      <GatedContent ready={ready} allowed={!!user} notice={<AccessNotice {...signIn} action={{ href: signInHref(path), label: 'Sign in' }} />}>
        {user ? children(user, isOperator) : null}
      </GatedContent>
    </PageFrame>
  );
}

/**
 * A page for operators at `path`: as MemberPage, and a signed-in member who is not an operator reads
 * that it is for operators (`forbidden.text`, with its way `back`) instead of the content.
 */
export function OperatorPage({
  path,
  signIn,
  forbidden,
  children,
  ...frame
}: Frame & { path: string; signIn: Notice; forbidden: { text: string; back: { href: string; label: string } }; children: ReactNode }) {
  const { ready, isSignedIn, isOperator } = useCurrentUser();
  const notice = isSignedIn ? (
    <AccessNotice heading="403: Operators only" text={forbidden.text} action={forbidden.back} />
  ) : (
    <AccessNotice {...signIn} action={{ href: signInHref(path), label: 'Sign in' }} />
  );
  return (
    <PageFrame {...frame}>
      <GatedContent ready={ready} allowed={isOperator} notice={notice}>
        {children}
      </GatedContent>
    </PageFrame>
  );
}
