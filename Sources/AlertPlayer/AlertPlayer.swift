// The player's model and layout live here.
