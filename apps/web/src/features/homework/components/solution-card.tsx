import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function SolutionCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Solution</CardTitle>
        <CardDescription>The step-by-step solution appears here, with its answer checked.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex min-h-56 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
          No solution yet.
        </div>
      </CardContent>
    </Card>
  );
}
