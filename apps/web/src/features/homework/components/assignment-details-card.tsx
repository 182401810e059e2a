import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** The problem and how to solve it. Solving, uploads and saved assignments arrive with the homework work. */
export function AssignmentDetailsCard() {
  const questionId = useId();
  const instructionsId = useId();
  const [question, setQuestion] = useState('');
  const [instructions, setInstructions] = useState('');
  return (
    <Card aria-labelledby={`${questionId}-title`}>
      <CardHeader>
        <CardTitle id={`${questionId}-title`}>Assignment Details</CardTitle>
        <CardDescription>Type or paste a problem. LaTeX such as \frac{'{1}{2}'} is welcome.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={questionId}>Question</Label>
          <Textarea
            id={questionId}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder="Solve 2x + 3 = 7"
            className="min-h-40"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={instructionsId}>Special Instructions</Label>
          <Textarea
            id={instructionsId}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
            placeholder="Show every step; explain as to a first-year student"
            className="min-h-20"
          />
        </div>
      </CardContent>
    </Card>
  );
}
