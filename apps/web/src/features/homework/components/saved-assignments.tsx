import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { cleanupAssignments, deleteAssignment, listAssignments, loadAssignment } from '../api/homework-api';

const KEY = ['/api/assignments'];

/** The visitor's saved assignments: load one, delete one, or clean up the empty ones. */
export function SavedAssignments({ onLoad }: { onLoad: (a: Awaited<ReturnType<typeof loadAssignment>>) => void }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: listAssignments });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const remove = useMutation({
    mutationFn: deleteAssignment,
    onSuccess: refresh,
    onError: (error) => toast({ title: 'Failed to delete', description: errorMessage(error), variant: 'destructive' }),
  });
  const cleanup = useMutation({
    mutationFn: cleanupAssignments,
    onSuccess: (removed) => {
      void refresh();
      toast({ title: 'Cleaned up', description: `${removed} empty assignment${removed === 1 ? '' : 's'} removed.` });
    },
    onError: (error) => toast({ title: 'Cleanup failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const open = async (id: string) => {
    try {
      onLoad(await loadAssignment(id));
    } catch (error) {
      toast({ title: 'Failed to load assignment', description: errorMessage(error), variant: 'destructive' });
    }
  };
  const items = list.data ?? [];
  return (
    <section aria-label="Saved assignments" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Saved assignments</h3>
        <Button variant="ghost" size="sm" disabled={cleanup.isPending} onClick={() => cleanup.mutate()}>
          Clean up empty assignments
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          {list.isError ? 'The saved assignments could not be loaded.' : 'None yet: every solve is saved here.'}
        </p>
      ) : (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto" data-testid="assignment-list">
          {items.map((a) => (
            <li key={a.id} className="flex items-center gap-1">
              <button
                type="button"
                className="flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-accent"
                title={a.preview}
                onClick={() => void open(a.id)}
              >
                {a.title}
                {a.hasSolution ? <span className="ml-2 text-xs text-muted-foreground">solved</span> : null}
              </button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${a.title}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(a.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
