"""Test problems (never trained on): one module per topic; order.txt gives the line order of bundled_test.jsonl."""
