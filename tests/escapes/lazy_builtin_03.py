# expect: guest AttributeError
# technique: the real class behind the zip stand-in read off its attributes by a computed name
getattr(zip, "__ba" + "ses__")
