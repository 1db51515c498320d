# expect: guest AttributeError
# technique: fullwidth underscores inside a format field are not normalised
"{0.＿＿class__}".format(1)
