export type SampleCategory = 'Content-Neutral' | 'Epistemology' | 'Paradoxes' | 'Philosophy';

export interface WritingSample {
  id: string;
  title: string;
  category: SampleCategory;
  text: string;
}

export const SAMPLE_CATEGORIES: readonly SampleCategory[] = [
  'Content-Neutral',
  'Epistemology',
  'Paradoxes',
  'Philosophy',
];

export const WRITING_SAMPLES: readonly WritingSample[] = [
  {
    id: 'inferential-knowledge-and-logical-dependence',
    title: 'Inferential Knowledge and Logical Dependence',
    category: 'Content-Neutral',
    text: `Some of what we know we seem to know directly. I see that the cup is on the table; I feel a pain in my knee. But most of what we know is not like that. I know that the bridge will hold my weight, that my friend is in another city, that water boils at a lower temperature on a mountain. None of these is simply given to me. Each is held because something else is held, and it is the relation between the two that I want to look at here.

Say that a belief is inferential when the person holding it is justified only because she is justified in holding some other belief, and that other belief supports it. The word "because" is doing real work. It is not enough that both beliefs happen to be true, or even that the first logically entails the second. If I believe the bridge will hold for reasons that have nothing to do with the engineering report, then the fact that the report supports my conclusion does nothing for me. My belief is no better off than a lucky guess. What matters is that my confidence actually rests on the supporting belief, and that it would weaken if that support were taken away.

This gives us a simple test. Ask what would happen to the second belief if the first were withdrawn. If it would collapse, or ought to, then it was dependent. Dependence also runs along chains. If one belief rests on a second and the second rests on a third, any doubt about the third travels all the way down. That is why a single bad premise near the start of an argument can quietly spoil a great deal of later reasoning.

It explains something people often find puzzling, too. Two people can hold exactly the same belief and yet differ in whether they know it. One has inferred it from good evidence; the other has inferred it from a mistake that happens to land on the truth. The belief is identical. The structure underneath it is not, and I think knowledge lives in that structure.`,
  },
  {
    id: 'formal-and-functional-relationships',
    title: 'Formal and Functional Relationships',
    category: 'Content-Neutral',
    text: `There are two quite different ways of saying how things are related, and a lot of confusion in argument comes from sliding between them. A formal relationship holds in virtue of structure alone. If everything of one kind is of a second kind, and this thing is of the first kind, then it is of the second, whatever the kinds happen to be. You can swap in kettles or prime numbers or tax laws and the inference is just as good. A functional relationship is different. It holds because of what something does, the role it plays within a larger system, and it usually depends on facts about that system that cannot be read off the shape of the parts.

Take a thermostat. Described formally, it is a device with an input and an output, where the output switches when the input crosses a threshold. That description fits a great many things, including some that have nothing to do with heat. Described functionally, it is the part of a heating system that keeps a room near a chosen temperature. The second description tells us why the thing is there and what would count as its failing. The first tells us neither.

We can put the contrast in terms of substitution. Formal relations survive any swap that preserves structure. Functional relations survive the swap of anything that does the same job, even if its structure is completely different. An old mechanical thermostat and a digital one share a function and almost no structure. Two circuits might be wired identically and serve entirely unrelated purposes, because they sit in different machines.

I think the practical lesson is modest but worth keeping. When someone argues that two things must behave alike because they are built alike, they are leaning on form. When they argue that two things must be alike because they do the same thing, they are leaning on function. Both kinds of argument can be good. Neither can do the other's work, and it helps to notice which one you are being offered before deciding whether to accept it.`,
  },
  {
    id: 'alternative-account-of-explanatory-efficiency',
    title: 'Alternative Account of Explanatory Efficiency',
    category: 'Content-Neutral',
    text: `It is often said that a good explanation is a simple one, but simplicity is a slippery notion. Simple in what way? Fewer entities, fewer laws, shorter statements? I want to suggest a slightly different way of thinking about it. An explanation is efficient to the extent that it accounts for a large body of facts while asking us to accept very little as brute.

Consider two accounts of why a set of observations came out as they did. The first lists a separate cause for each observation. It is accurate, in a sense, but it explains nothing beyond what it was built to explain, and every new observation forces a new entry. The second posits one underlying mechanism from which all the observations follow, together with a few particular conditions. The second is not necessarily shorter on the page. Its advantage is that the ratio of what it covers to what it assumes is much higher, and that it says something about cases no one has looked at yet.

Putting things this way avoids a problem with the usual appeal to simplicity. A theory can be short and still inefficient, if it covers very little. And a theory can be long and efficient, if its length buys a great deal of coverage. What we care about is not economy for its own sake but how much unexplained residue an account leaves behind. An account that leaves many independent facts standing side by side, each needing its own story, has more residue than one that ties them together.

There is a cost to this view, and I should be honest about it. Counting what is assumed and what is covered is not mechanical. People will disagree about where one fact ends and another begins, and about whether a given condition is a separate assumption or part of the mechanism. Still, the disagreement is now about something we can argue over case by case. That seems to me an improvement on an appeal to simplicity that no one can quite define.`,
  },
  {
    id: 'rational-belief-and-underlying-structure',
    title: 'Rational Belief and Underlying Structure',
    category: 'Epistemology',
    text: `We usually judge whether a belief is rational by looking at the belief itself and the evidence offered for it. That is a sensible place to start, but I think it misses something. Whether a belief is rational depends not only on its immediate support but on the whole arrangement of beliefs it sits within, and that arrangement is often invisible to the person who holds it.

Think of a student who believes, correctly, that a certain chemical reaction gives off heat. Asked why, she points to her textbook. That seems fine. But suppose her trust in the textbook rests on a general policy of believing whatever she reads in print, a policy that would lead her just as readily to believe a tabloid horoscope. Her belief about the reaction looks well supported when viewed up close. Viewed from further back, it rests on a habit that is not reliable at all. The local justification is borrowed from a source that cannot really pay it back.

The point is not that every belief must be traced to certain foundations before it counts as rational. That demand would leave almost nobody rational about almost anything. The point is that rationality has depth. A belief inherits its standing from the beliefs and dispositions beneath it, and a flaw at a lower level can weaken everything above it without anyone noticing. A student with a better policy, one that distinguishes textbooks from tabloids for good reasons, holds the very same belief about the reaction on much firmer ground.

This has a practical side. When we disagree with someone, arguing about the surface claim is often useless, because the real difference lies further down, in what each person treats as a trustworthy source or a fair test. It also gives us a reason for some humility about our own views. Most of us have never examined the structure our opinions rest on. If we did, I suspect we would find that some of our most confident beliefs are held up by very little.`,
  },
  {
    id: 'the-raven-paradox',
    title: 'The Raven Paradox',
    category: 'Epistemology',
    text: `Carl Hempel noticed a problem with a very natural idea about confirmation. The idea is that a generalization is supported by its instances. If I claim that all ravens are black, then each black raven I come across counts, however slightly, in favor of my claim. That seems hard to deny. Hempel paired it with a second principle that also seems hard to deny: if two statements are logically equivalent, whatever confirms one confirms the other. They say the same thing, after all.

Now put the two together. "All ravens are black" is logically equivalent to "All non-black things are non-ravens." An instance of the second statement is any object that is neither black nor a raven. A green apple will do, or a white shoe. So by the first principle a white shoe confirms that all non-black things are non-ravens, and by the second it confirms that all ravens are black. Apparently I can do ornithology without leaving my room, just by looking through my wardrobe.

Hempel's own response was to accept the conclusion. He argued that it only seems absurd because we quietly bring in background knowledge, such as the fact that there are far more non-black things than ravens. Once that is set aside, the white shoe really does lend some support. A later response, usually given in Bayesian terms, agrees and tries to measure the support. Because non-black things vastly outnumber ravens, finding that a randomly chosen non-black object is not a raven raises the probability of the hypothesis by a tiny amount, far less than finding that a randomly chosen raven is black.

I find the Bayesian answer persuasive, but it does not make the paradox go away entirely. It tells us how much the shoe counts. It does not fully explain why our first reaction was that the shoe should not count at all, and that reaction may be telling us something real about how we actually go about testing generalizations.`,
  },
  {
    id: 'hume-induction-and-the-logic-of-explanation',
    title: 'Hume, Induction, and the Logic of Explanation',
    category: 'Epistemology',
    text: `Hume's problem about induction is usually stated as a problem about prediction. We have seen the sun rise every morning, so we expect it to rise tomorrow. But what entitles us to move from what we have observed to what we have not? Not deductive logic, since it is perfectly consistent to suppose that the future will differ from the past. And not experience, since any appeal to the past success of our predictions would itself be an inductive argument, and so would assume the very thing in question. Hume concluded that our expectations rest on custom or habit rather than on reason.

Some philosophers have tried to escape this by recasting induction as inference to the best explanation. The thought is that we do not simply project past regularities. We ask what best explains the regularities we have seen, and the best explanation usually involves a stable law or mechanism that would go on operating. The sun rises because the earth rotates, and that explains both past sunrises and tomorrow's.

I think this move is helpful, but it does not get around Hume. Ask why the best explanation of past observations should also be a good guide to future ones. The answer can only be that explanations which have worked before tend to keep working, and that is an inductive claim. The problem has moved, not disappeared. What explanation does add is structure. It tells us which regularities deserve to be projected and which do not. A regularity backed by a deeper mechanism is a better bet than one that is merely observed, because the mechanism ties it to many other things we believe.

So the logic of explanation does not answer Hume's skeptical question. It does something more modest. It shows that our inductive practice is not a blind habit of projecting whatever we happen to have seen, but a discriminating one, even if the final justification for the whole practice stays out of reach.`,
  },
  {
    id: 'heterological-paradox',
    title: 'Heterological Paradox',
    category: 'Paradoxes',
    text: `Some words describe themselves. "Short" is a short word. "English" is an English word. "Polysyllabic" has many syllables. Call such words autological. Other words do not describe themselves: "long" is not a long word, "German" is not a German word, and "monosyllabic" has more than one syllable. Call these heterological. The distinction seems harmless, and for most adjectives it is easy to sort them one way or the other.

The trouble, pointed out by Kurt Grelling and Leonard Nelson in 1908, comes when we ask about the word "heterological" itself. Suppose it is heterological. Then it has the property it names, so it describes itself, which makes it autological and therefore not heterological. Suppose instead it is autological. Then it describes itself, so it has the property of being heterological, and it is heterological after all. Either answer leads straight to its opposite.

The structure is close to Russell's paradox about the set of all sets that are not members of themselves, and that is no accident. Both arise when a property is defined by whether things apply to themselves, and the property is then turned on itself. What makes the Grelling-Nelson version interesting is that it uses nothing but ordinary words. There is no set theory and no special notation. It suggests that the problem lives in natural language, not only in formal systems.

One common diagnosis is that "heterological" is not a well-behaved predicate in the way "short" is. It is a predicate about the relation between a word and its own meaning, and once we allow predicates to talk about meanings in general, including their own, we lose the guarantee that every question about them has a consistent answer. I find this plausible. But I notice that it describes the trouble as much as it cures it. We still have to say which predicates are allowed and why, and any rule we draw up will look somewhat arbitrary to someone.`,
  },
  {
    id: 'the-liar-paradox',
    title: 'The Liar Paradox',
    category: 'Paradoxes',
    text: `The oldest version is usually credited to Eubulides of Miletus, though the idea hardly needed an inventor. Consider the sentence "This sentence is false." If it is true, then what it says holds, so it is false. If it is false, then what it says does not hold, so it is not false, and therefore true. There seems to be no stable way to assign it a truth value, and yet it looks grammatical and meaningful.

It is tempting to blame the word "this", on the grounds that self-reference is suspicious. But self-reference is not the real culprit. Plenty of self-referring sentences are harmless: "This sentence contains five words" is simply true. And the paradox can be built without any sentence referring to itself. Suppose sentence A says that sentence B is true, and sentence B says that sentence A is false. Neither mentions itself, but together they produce the same loop.

Tarski's response was to deny that a language can contain its own truth predicate. Truth for the sentences of one language has to be defined in a richer metalanguage, truth for that one in a further language, and so on up. This blocks the paradox, but at a price, since English plainly does contain a word "true" that applies to English sentences. Kripke later offered an account on which the truth predicate is built up in stages, and some sentences, the liar among them, never receive a value at all. They are neither true nor false.

That proposal has its own difficulty, often called the revenge of the liar. Take the sentence "This sentence is not true." If the liar is neither true nor false, then in particular it is not true, and the new sentence says exactly that about itself. So it is true, which is what it denies. I do not think anyone has an answer to this that satisfies everyone, and I suspect that is part of why the paradox has lasted so long.`,
  },
  {
    id: 'berrys-paradox',
    title: "Berry's Paradox",
    category: 'Paradoxes',
    text: `Berry's paradox was first published by Bertrand Russell in 1906, who credited the idea to G. G. Berry, a junior librarian at the Bodleian Library in Oxford. It is one of those puzzles that seems trivial at first and gets more unsettling the longer you look at it.

Start with a simple observation. English has a finite alphabet, so there are only finitely many expressions under sixty letters long. Some of those expressions pick out positive integers: "twelve", "the square of nine", "the smallest prime greater than one hundred". Since there are only finitely many such descriptions, only finitely many integers can be described in under sixty letters. But there are infinitely many positive integers, so some cannot be described that briefly. Among those there must be a smallest, since every nonempty set of positive integers has a least member.

Now consider the phrase "the smallest positive integer not definable in under sixty letters." Count the letters. There are fifty-seven. So the phrase defines, in under sixty letters, a number that by its own description cannot be defined in under sixty letters. We have a contradiction, and we reached it with nothing more than counting and the ordering of the integers.

What has gone wrong? The usual diagnosis is that "definable" is not a precise notion in ordinary language. Whether a phrase defines a number depends on what its words mean, and the word "definable" is itself one of the words in use. Seen this way, Berry's paradox is a cousin of the liar: a phrase is talking, indirectly, about its own power to describe. When definability is made precise inside a formal language, the paradox turns into something useful. Gregory Chaitin used reasoning of Berry's kind to show that a formal theory of the usual sort can prove that particular strings are complex only up to some fixed bound. I find that turn satisfying. A contradiction that looked like a parlor trick ends up marking a real limit.`,
  },
  {
    id: 'wittgensteins-rule-following-paradox',
    title: "Wittgenstein's Rule-Following Paradox",
    category: 'Philosophy',
    text: `In the Philosophical Investigations Wittgenstein raises a worry: if any way of acting can be brought into line with a rule under some interpretation, then it looks as though a rule cannot settle what we ought to do. Saul Kripke, in his 1982 book on the subject, turned this into a sharp skeptical argument, and most discussions now start from his version. Whether it is faithful to Wittgenstein is disputed, which is why people sometimes speak of "Kripkenstein".

Kripke's example goes like this. Suppose I have used the word "plus" many times, but have never before added numbers as large as 68 and 57. Asked for 68 plus 57, I answer 125. A skeptic asks how I know that by "plus" I have meant addition all along, rather than a different function, call it "quus", which agrees with addition when both numbers are below 57 and gives 5 otherwise. Every sum I have actually worked out fits both functions. So what fact about my past makes it true that I meant plus and not quus?

Kripke runs through candidate facts and argues that each one fails. My past behavior is finite and fits both. A disposition to answer 125 does not help, partly because dispositions are finite too, and mainly because they describe what I would do, not what I should do. Meaning has a normative side: it fixes what the correct answer is. An inner feeling or mental image cannot supply that either, since any image can be read in more than one way. The conclusion is that there is no fact about me, taken in isolation, that makes it the case that I mean one thing rather than another.

Kripke offers what he calls a skeptical solution. Instead of finding the missing fact, he describes the conditions under which we are entitled to say that someone means addition, roughly when their answers agree with those of others in the shared practice. I find the argument more convincing than the solution. Appealing to the community seems to move the question rather than settle it.`,
  },
  {
    id: 'the-sorites-paradox',
    title: 'The Sorites Paradox',
    category: 'Philosophy',
    text: `The name comes from the Greek word for a heap, and the puzzle is usually credited to Eubulides, the same philosopher associated with the liar. Start with ten thousand grains of sand piled together. That is a heap. Take away one grain. Surely it is still a heap; a single grain cannot make the difference. Take away another, and another. At each step the same reasoning applies. But if we keep going we eventually reach one grain, or none, and we seem forced to say that this too is a heap, which is absurd.

The argument has a very simple form. One premise says that a large collection is a heap. Another says that if a collection of some number of grains is a heap, then a collection with one grain fewer is also a heap. Each premise looks true, and the logic is nothing but modus ponens applied over and over. Yet the conclusion is false. Something has to give, and the main responses each pick a different thing.

The epistemicist, whose best-known defender is Timothy Williamson, says the second premise is false. There really is a sharp line, an exact number of grains at which a heap stops being a heap; we simply cannot know where it falls. Supervaluationists say that a vague word can be made precise in many acceptable ways, and a sentence is true if it comes out true on all of them. On this view it is true that there is a cutoff somewhere, but no particular cutoff is the right one. Degree theorists say that truth comes in degrees, so each step lowers the truth of "this is a heap" by a tiny amount.

I have never found any of these entirely comfortable. The epistemic view asks us to believe in a fact that no one could ever discover. The others change the logic, or the notion of truth, to make room for vagueness. Perhaps that is the lesson. Vague words work perfectly well in ordinary life, and it may be that no precise theory can capture why without distorting them somewhere.`,
  },
  {
    id: 'the-paradox-of-the-grain-of-millet',
    title: 'The Paradox of the Grain of Millet',
    category: 'Philosophy',
    text: `Among the arguments attributed to Zeno of Elea, the one about the millet seed is less famous than Achilles and the tortoise, but it raises a different kind of question. Our main source is Simplicius, who reports it as an exchange between Zeno and the sophist Protagoras. Zeno asks whether a single grain of millet, or a tiny fraction of a grain, makes any sound when it falls. Protagoras says it does not. Zeno then asks whether a whole bushel of millet makes a sound when it is poured out, and Protagoras agrees that it does. But the bushel is nothing more than a great many grains. If each grain is silent, how can all of them together make a noise? And if the bushel does make a noise, each grain must contribute some part of it, in which case the single grain was not silent after all.

The argument resembles the sorites, but it runs in the other direction. Instead of taking grains away one at a time, it adds them up, and it asks how a property can show up in the whole when it seems to be absent from every part.

The obvious reply is that each grain does make a sound, only one too faint for anyone to hear, and faint sounds add up. On this reading the paradox confuses what is inaudible with what is silent. Aristotle, discussing the argument in the Physics, says something more careful. A part of the bushel need not move the air at all, just as one of a team of men hauling a ship need not move the ship some fraction of the distance on his own. Effects do not always divide in proportion to their causes. Below a certain threshold there may be no effect whatever.

I think Aristotle's answer is the more interesting one, because it rejects the hidden premise that whatever the whole does, each part must do a little of. That premise is tempting, and it is often false. One person pushing a stalled car may not move it at all, while five people pushing together move it easily, and nobody thinks the first person secretly moved the car a fifth of the way.`,
  },
];
