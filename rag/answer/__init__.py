"""From ranked precepts to a checked answer: prompts, model, answer methods, citations, export."""
