extension LayoutItem {
    /// The left edge (ignores the layout direction).
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge (ignores the layout direction).
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width, in points.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height, in points.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

extension ViewLayoutItem {
    /// The baseline of the first line of text (a view without text: its bottom edge).
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (a view without text: its bottom edge).
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}
