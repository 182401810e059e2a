import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { saveAssignment } from '../api/homework-api';

/** 'Save This Assignment': a name and the problem as it stands. */
export function SaveAssignment({ question }: { question: string }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveAssignment,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/assignments'] });
      setTitle('');
      toast({ title: 'Saved', description: `"${saved.title}" is in your saved assignments.` });
    },
    onError: (error) => toast({ title: 'Save failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const submit = () => {
    if (!question.trim()) return toast({ title: 'Nothing to save', description: 'Write or upload a problem first.' });
    if (!title.trim()) return toast({ title: 'Name required', description: 'Give the assignment a name to save it.' });
    save.mutate({ inputText: question, title });
  };
  return (
    <section className="flex flex-col gap-2">
      <Label htmlFor={id}>Save This Assignment</Label>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input id={id} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Assignment name" />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save
        </Button>
      </form>
    </section>
  );
}
