import type { ExtractTextResponse } from '@zhi/contract';
import { Eraser, Loader2, Sparkles, Square } from 'lucide-react';
import { useId, useState } from 'react';
import { DictationButton } from '@/components/dictation-button';
import { FileDropZone } from '@/components/file-drop-zone';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { HomeworkState } from '../hooks/use-homework';
import { readProblemFile } from '../lib/read-problem-file';
import { ExtractionNotice } from './extraction-notice';
import { ProblemUpload } from './problem-upload';
import { QuestionBox } from './question-box';
import { SaveAssignment } from './save-assignment';
import { SavedAssignments } from './saved-assignments';

/** The problem and how to solve it: question, uploads, instructions, saved assignments, Solve. */
export function AssignmentDetailsCard({ homework }: { homework: HomeworkState }) {
  const titleId = useId();
  const instructionsId = useId();
  const [extracted, setExtracted] = useState<ExtractTextResponse | null>(null);
  // The text lands in the box for the student to check before solving.
  const onExtracted = (result: ExtractTextResponse) => {
    homework.setQuestion(result.extractedText);
    setExtracted(result);
  };
  return (
    <Card aria-labelledby={titleId} data-testid="assignment-details">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div>
            <CardTitle id={titleId}>Assignment Details</CardTitle>
            <CardDescription>
              Type, paste or upload a problem (photo, PDF or Word). LaTeX such as \frac{'{1}{2}'} is welcome.
            </CardDescription>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              homework.clearAll();
              setExtracted(null);
            }}
          >
            <Eraser aria-hidden="true" />
            Clear All
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <SavedAssignments onLoad={homework.load} />
        <FileDropZone
          onFile={(file) => readProblemFile(file, onExtracted)}
          hint="Drop a photo, PDF or Word file (png, jpg, jpeg, pdf, doc, docx)"
        >
          <div className="flex flex-col gap-2">
            <QuestionBox
              value={homework.question}
              onChange={homework.setQuestion}
              actions={
                <>
                  <DictationButton setValue={homework.setQuestion} field="Question" />
                  <ProblemUpload onExtracted={onExtracted} />
                </>
              }
            />
            {extracted && <ExtractionNotice result={extracted} />}
          </div>
        </FileDropZone>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={instructionsId}>Special Instructions</Label>
            <DictationButton setValue={homework.setInstructions} field="Special Instructions" />
          </div>
          <Textarea
            id={instructionsId}
            value={homework.instructions}
            onChange={(e) => homework.setInstructions(e.target.value)}
            placeholder="Show every step; explain as to a first-year student"
            className="min-h-20"
          />
        </div>
        <SaveAssignment question={homework.question} />
        {homework.streaming ? (
          <Button size="lg" variant="destructive" onClick={homework.cancel}>
            <Square aria-hidden="true" />
            Cancel Generation
          </Button>
        ) : (
          <Button size="lg" onClick={() => void homework.solve()}>
            <Sparkles aria-hidden="true" />
            Solve
          </Button>
        )}
        {homework.streaming ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Writing the solution…
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
