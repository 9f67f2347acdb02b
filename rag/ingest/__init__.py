"""From files to a searchable Chroma collection: loaders, BOE parsing, corpora, embeddings, the store."""
