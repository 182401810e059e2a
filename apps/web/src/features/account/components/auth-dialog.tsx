import { authMessages, loginProblem, registrationProblem } from '@zhi/contract/lite';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api';
import { useRegister, useSignIn } from '../api/account-queries';

interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The server's sentence, or the fallback when it gave none (a network failure, say). */
const serverSentence = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

function Field({ label, ...props }: { label: string } & ComponentProps<typeof Input>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

function SignInForm({ onDone }: { onDone: () => void }) {
  const signIn = useSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') };
    const invalid = loginProblem(values);
    setProblem(invalid);
    if (invalid) return;
    signIn.mutate(values, {
      onSuccess: (user) => {
        toast({ title: 'Signed in', description: `Welcome back, ${user.username}.` });
        onDone();
      },
      onError: (error) => {
        const message = serverSentence(error, authMessages.invalidCredentials);
        setProblem(message);
        toast({ title: 'Login failed', description: message, variant: 'destructive' });
      },
    });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <Field label="Username or e-mail" name="username" autoComplete="username" />
      <Field label="Password" name="password" type="password" autoComplete="current-password" />
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}

function RegisterForm({ onDone }: { onDone: () => void }) {
  const register = useRegister();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
    };
    const invalid = registrationProblem(values);
    setProblem(invalid);
    if (invalid) return;
    register.mutate(
      { username: values.username, password: values.password },
      {
        onSuccess: (user) => {
          toast({ title: 'Account created', description: `You are signed in as ${user.username}.` });
          onDone();
        },
        onError: (error) => {
          const message = serverSentence(error, 'Failed to create account');
          setProblem(message);
          toast({ title: 'Registration failed', description: message, variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <Field label="Username or e-mail" name="username" autoComplete="username" />
      <Field label="Password" name="password" type="password" autoComplete="new-password" />
      <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" />
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}

/** 'Get Full Access': sign in or create an account. */
export function AuthDialog({ open, onOpenChange }: AuthDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Get Full Access</DialogTitle>
          <DialogDescription>
            An account keeps your tokens and assignments on every device. Passwords are stored only as argon2id hashes.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="login">
          <TabsList className="w-full">
            <TabsTrigger value="login">Sign in</TabsTrigger>
            <TabsTrigger value="register">Create account</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <SignInForm onDone={close} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onDone={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
