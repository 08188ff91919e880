; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Tracer = type { i32 }
%struct.Vec2 = type { double, double }
%struct.Shape = type { i32 (...)**, i8* }
%struct.Widget = type { %struct.Named.base, [4 x i8], %struct.Counted.base, [4 x i8] }
%struct.Named.base = type <{ i32 (...)**, i32 }>
%struct.Counted.base = type <{ i32 (...)**, i32 }>
%struct.Named = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Counted = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Counter = type { i32 }
%class.Account = type { i64 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Square = type { %struct.Rect }
%struct.Circle = type { %struct.Shape, double }

$_ZN6TracerC2Ei = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN4RectC2EddPKc = comdat any

$_ZN6SquareC2Ed = comdat any

$_ZN6CircleC2Ed = comdat any

$_ZNK5Shape8describeEv = comdat any

$_ZN6WidgetC2Ev = comdat any

$_ZN6Widget4bumpEv = comdat any

$_ZNK4Vec2plERKS_ = comdat any

$_ZNK4Vec2mlEd = comdat any

$_ZN4Vec2pLERKS_ = comdat any

$_ZNK4Vec2eqERKS_ = comdat any

$_ZN7CounterC2Ev = comdat any

$_ZN7CounterD2Ev = comdat any

$_ZN7AccountC2Ex = comdat any

$_ZN7Account7depositEx = comdat any

$_ZNK7Account5centsEv = comdat any

$_ZN7Account6openedEv = comdat any

$_ZN6WidgetD2Ev = comdat any

$_ZN5ShapeC2EPKc = comdat any

$_ZN4RectD2Ev = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK4Rect5sidesEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK5Shape5sidesEv = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN6CircleD2Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZN5NamedC2Ev = comdat any

$_ZN7CountedC2Ev = comdat any

$_ZNK6Widget3whoEv = comdat any

$_ZN6WidgetD0Ev = comdat any

$_ZThn16_N6Widget4bumpEv = comdat any

$_ZThn16_N6WidgetD1Ev = comdat any

$_ZThn16_N6WidgetD0Ev = comdat any

$_ZNK5Named3whoEv = comdat any

$_ZN5NamedD2Ev = comdat any

$_ZN5NamedD0Ev = comdat any

$_ZN7Counted4bumpEv = comdat any

$_ZN7CountedD2Ev = comdat any

$_ZN7CountedD0Ev = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI4Rect = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTI6Square = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTI6Circle = comdat any

$_ZTV6Widget = comdat any

$_ZTS6Widget = comdat any

$_ZTS5Named = comdat any

$_ZTI5Named = comdat any

$_ZTS7Counted = comdat any

$_ZTI7Counted = comdat any

$_ZTI6Widget = comdat any

$_ZTV5Named = comdat any

$_ZTV7Counted = comdat any

@global_a = dso_local global %struct.Tracer zeroinitializer, align 4
@__dso_handle = external hidden global i8
@global_b = dso_local global %struct.Tracer zeroinitializer, align 4
@_ZN7Counter4liveE = dso_local global i32 0, align 4
@_ZN7Account7opened_E = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"main starts\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"total area %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"who %s tag %d bump %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"heap widget count %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"lazy %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"lazy again %d\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.Vec2 { double 1.000000e+00, double 2.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.Vec2 { double 5.000000e-01, double -1.000000e+00 }, align 8
@.str.8 = private unnamed_addr constant [20 x i8] c"vec (%g, %g) eq %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"counters live %d last %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"counters live after delete[] %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"account %lld opened %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"in scope\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"main returns\0A\00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"Tracer(%d) constructed\0A\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"Tracer(%d) destroyed\0A\00", align 1
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD2Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i32 (%struct.Rect*)* @_ZNK4Rect5sidesEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI4Rect = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%struct.Shape*)* @_ZNK5Shape5sidesEv to i8*)] }, comdat, align 8
@.str.16 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"  ~Rect\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*), i8* bitcast (i32 (%struct.Rect*)* @_ZNK4Rect5sidesEv to i8*)] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*) }, comdat, align 8
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*), i8* bitcast (i32 (%struct.Shape*)* @_ZNK5Shape5sidesEv to i8*)] }, comdat, align 8
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI6Widget to i8*), i8* bitcast (i8* (%struct.Widget*)* @_ZNK6Widget3whoEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6WidgetD2Ev to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6WidgetD0Ev to i8*), i8* bitcast (i32 (%struct.Widget*)* @_ZN6Widget4bumpEv to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI6Widget to i8*), i8* bitcast (i32 (%struct.Widget*)* @_ZThn16_N6Widget4bumpEv to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn16_N6WidgetD1Ev to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn16_N6WidgetD0Ev to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Named, i32 0, i32 0) }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Counted, i32 0, i32 0) }, comdat, align 8
@_ZTI6Widget = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Widget, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i64 4098 }, comdat, align 8
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i8* bitcast (i8* (%struct.Named*)* @_ZNK5Named3whoEv to i8*), i8* bitcast (void (%struct.Named*)* @_ZN5NamedD2Ev to i8*), i8* bitcast (void (%struct.Named*)* @_ZN5NamedD0Ev to i8*)] }, comdat, align 8
@.str.21 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i8* bitcast (i32 (%struct.Counted*)* @_ZN7Counted4bumpEv to i8*), i8* bitcast (void (%struct.Counted*)* @_ZN7CountedD2Ev to i8*), i8* bitcast (void (%struct.Counted*)* @_ZN7CountedD0Ev to i8*)] }, comdat, align 8
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t = internal global %struct.Tracer zeroinitializer, align 4
@_ZGVZL4lazyvE1t = internal global i64 0, align 8
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]

; Function Attrs: noinline nounwind uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @global_a, i32 noundef signext 1)
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_a to i8*), i8* @__dso_handle) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Tracer*, align 8
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Tracer*, align 8
  store %struct.Tracer* %0, %struct.Tracer** %2, align 8
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 8
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext %5)
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #2

; Function Attrs: noinline nounwind uwtable
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" {
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @global_b, i32 noundef signext 2)
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_b to i8*), i8* @__dso_handle) #2
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef signext i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.Shape*], align 8
  %3 = alloca double, align 8
  %4 = alloca [4 x %struct.Shape*]*, align 8
  %5 = alloca %struct.Shape**, align 8
  %6 = alloca %struct.Shape**, align 8
  %7 = alloca %struct.Shape*, align 8
  %8 = alloca [4 x %struct.Shape*]*, align 8
  %9 = alloca %struct.Shape**, align 8
  %10 = alloca %struct.Shape**, align 8
  %11 = alloca %struct.Shape*, align 8
  %12 = alloca %struct.Widget, align 8
  %13 = alloca %struct.Named*, align 8
  %14 = alloca %struct.Counted*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.Counted*, align 8
  %18 = alloca %struct.Vec2, align 8
  %19 = alloca %struct.Vec2, align 8
  %20 = alloca %struct.Vec2, align 8
  %21 = alloca %struct.Vec2, align 8
  %22 = alloca %struct.Vec2, align 8
  %23 = alloca %struct.Vec2, align 8
  %24 = alloca %struct.Counter*, align 8
  %25 = alloca %class.Account, align 8
  %26 = alloca %class.Account, align 8
  %27 = alloca %struct.Tracer, align 4
  store i32 0, i32* %1, align 4
  %28 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0))
  %29 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %2, i64 0, i64 0
  %30 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #10
  %31 = bitcast i8* %30 to %struct.Rect*
  call void @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %31, double noundef 3.000000e+00, double noundef 4.000000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %32 = bitcast %struct.Rect* %31 to %struct.Shape*
  store %struct.Shape* %32, %struct.Shape** %29, align 8
  %33 = getelementptr inbounds %struct.Shape*, %struct.Shape** %29, i64 1
  %34 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #10
  %35 = bitcast i8* %34 to %struct.Square*
  call void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(32) %35, double noundef 2.500000e+00)
  %36 = bitcast %struct.Square* %35 to %struct.Shape*
  store %struct.Shape* %36, %struct.Shape** %33, align 8
  %37 = getelementptr inbounds %struct.Shape*, %struct.Shape** %33, i64 1
  %38 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 24) #10
  %39 = bitcast i8* %38 to %struct.Circle*
  call void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(24) %39, double noundef 1.000000e+00)
  %40 = bitcast %struct.Circle* %39 to %struct.Shape*
  store %struct.Shape* %40, %struct.Shape** %37, align 8
  %41 = getelementptr inbounds %struct.Shape*, %struct.Shape** %37, i64 1
  %42 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #10
  %43 = bitcast i8* %42 to %struct.Rect*
  call void @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %43, double noundef 5.000000e-01, double noundef 8.000000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %44 = bitcast %struct.Rect* %43 to %struct.Shape*
  store %struct.Shape* %44, %struct.Shape** %41, align 8
  store double 0.000000e+00, double* %3, align 8
  store [4 x %struct.Shape*]* %2, [4 x %struct.Shape*]** %4, align 8
  %45 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %4, align 8
  %46 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %45, i64 0, i64 0
  store %struct.Shape** %46, %struct.Shape*** %5, align 8
  %47 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %4, align 8
  %48 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %47, i64 0, i64 0
  %49 = getelementptr inbounds %struct.Shape*, %struct.Shape** %48, i64 4
  store %struct.Shape** %49, %struct.Shape*** %6, align 8
  br label %50

50:                                               ; preds = %66, %0
  %51 = load %struct.Shape**, %struct.Shape*** %5, align 8
  %52 = load %struct.Shape**, %struct.Shape*** %6, align 8
  %53 = icmp ne %struct.Shape** %51, %52
  br i1 %53, label %54, label %69

54:                                               ; preds = %50
  %55 = load %struct.Shape**, %struct.Shape*** %5, align 8
  %56 = load %struct.Shape*, %struct.Shape** %55, align 8
  store %struct.Shape* %56, %struct.Shape** %7, align 8
  %57 = load %struct.Shape*, %struct.Shape** %7, align 8
  call void @_ZNK5Shape8describeEv(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %57)
  %58 = load %struct.Shape*, %struct.Shape** %7, align 8
  %59 = bitcast %struct.Shape* %58 to double (%struct.Shape*)***
  %60 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %59, align 8
  %61 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %60, i64 2
  %62 = load double (%struct.Shape*)*, double (%struct.Shape*)** %61, align 8
  %63 = call noundef double %62(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %58)
  %64 = load double, double* %3, align 8
  %65 = fadd double %64, %63
  store double %65, double* %3, align 8
  br label %66

66:                                               ; preds = %54
  %67 = load %struct.Shape**, %struct.Shape*** %5, align 8
  %68 = getelementptr inbounds %struct.Shape*, %struct.Shape** %67, i32 1
  store %struct.Shape** %68, %struct.Shape*** %5, align 8
  br label %50

69:                                               ; preds = %50
  %70 = load double, double* %3, align 8
  %71 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef %70)
  store [4 x %struct.Shape*]* %2, [4 x %struct.Shape*]** %8, align 8
  %72 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %8, align 8
  %73 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %72, i64 0, i64 0
  store %struct.Shape** %73, %struct.Shape*** %9, align 8
  %74 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %8, align 8
  %75 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %74, i64 0, i64 0
  %76 = getelementptr inbounds %struct.Shape*, %struct.Shape** %75, i64 4
  store %struct.Shape** %76, %struct.Shape*** %10, align 8
  br label %77

77:                                               ; preds = %92, %69
  %78 = load %struct.Shape**, %struct.Shape*** %9, align 8
  %79 = load %struct.Shape**, %struct.Shape*** %10, align 8
  %80 = icmp ne %struct.Shape** %78, %79
  br i1 %80, label %81, label %95

81:                                               ; preds = %77
  %82 = load %struct.Shape**, %struct.Shape*** %9, align 8
  %83 = load %struct.Shape*, %struct.Shape** %82, align 8
  store %struct.Shape* %83, %struct.Shape** %11, align 8
  %84 = load %struct.Shape*, %struct.Shape** %11, align 8
  %85 = icmp eq %struct.Shape* %84, null
  br i1 %85, label %91, label %86

86:                                               ; preds = %81
  %87 = bitcast %struct.Shape* %84 to void (%struct.Shape*)***
  %88 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %87, align 8
  %89 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %88, i64 1
  %90 = load void (%struct.Shape*)*, void (%struct.Shape*)** %89, align 8
  call void %90(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %84) #2
  br label %91

91:                                               ; preds = %86, %81
  br label %92

92:                                               ; preds = %91
  %93 = load %struct.Shape**, %struct.Shape*** %9, align 8
  %94 = getelementptr inbounds %struct.Shape*, %struct.Shape** %93, i32 1
  store %struct.Shape** %94, %struct.Shape*** %9, align 8
  br label %77

95:                                               ; preds = %77
  call void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %12) #2
  %96 = bitcast %struct.Widget* %12 to %struct.Named*
  store %struct.Named* %96, %struct.Named** %13, align 8
  %97 = bitcast %struct.Widget* %12 to i8*
  %98 = getelementptr inbounds i8, i8* %97, i64 16
  %99 = bitcast i8* %98 to %struct.Counted*
  store %struct.Counted* %99, %struct.Counted** %14, align 8
  %100 = load %struct.Counted*, %struct.Counted** %14, align 8
  %101 = bitcast %struct.Counted* %100 to i32 (%struct.Counted*)***
  %102 = load i32 (%struct.Counted*)**, i32 (%struct.Counted*)*** %101, align 8
  %103 = getelementptr inbounds i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %102, i64 0
  %104 = load i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %103, align 8
  %105 = call noundef signext i32 %104(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %100)
  store i32 %105, i32* %15, align 4
  %106 = call noundef signext i32 @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %12)
  store i32 %106, i32* %16, align 4
  %107 = load %struct.Named*, %struct.Named** %13, align 8
  %108 = bitcast %struct.Named* %107 to i8* (%struct.Named*)***
  %109 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %108, align 8
  %110 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %109, i64 0
  %111 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %110, align 8
  %112 = call noundef i8* %111(%struct.Named* noundef nonnull align 8 dereferenceable(12) %107)
  %113 = load %struct.Named*, %struct.Named** %13, align 8
  %114 = getelementptr inbounds %struct.Named, %struct.Named* %113, i32 0, i32 1
  %115 = load i32, i32* %114, align 8
  %116 = load i32, i32* %15, align 4
  %117 = load i32, i32* %16, align 4
  %118 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), i8* noundef %112, i32 noundef signext %115, i32 noundef signext %116, i32 noundef signext %117)
  %119 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #10
  %120 = bitcast i8* %119 to %struct.Widget*
  call void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %120) #2
  %121 = icmp eq %struct.Widget* %120, null
  br i1 %121, label %126, label %122

122:                                              ; preds = %95
  %123 = bitcast %struct.Widget* %120 to i8*
  %124 = getelementptr inbounds i8, i8* %123, i64 16
  %125 = bitcast i8* %124 to %struct.Counted*
  br label %126

126:                                              ; preds = %122, %95
  %127 = phi %struct.Counted* [ %125, %122 ], [ null, %95 ]
  store %struct.Counted* %127, %struct.Counted** %17, align 8
  %128 = load %struct.Counted*, %struct.Counted** %17, align 8
  %129 = bitcast %struct.Counted* %128 to i32 (%struct.Counted*)***
  %130 = load i32 (%struct.Counted*)**, i32 (%struct.Counted*)*** %129, align 8
  %131 = getelementptr inbounds i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %130, i64 0
  %132 = load i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %131, align 8
  %133 = call noundef signext i32 %132(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %128)
  %134 = load %struct.Counted*, %struct.Counted** %17, align 8
  %135 = getelementptr inbounds %struct.Counted, %struct.Counted* %134, i32 0, i32 1
  %136 = load i32, i32* %135, align 8
  %137 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %136)
  %138 = load %struct.Counted*, %struct.Counted** %17, align 8
  %139 = icmp eq %struct.Counted* %138, null
  br i1 %139, label %145, label %140

140:                                              ; preds = %126
  %141 = bitcast %struct.Counted* %138 to void (%struct.Counted*)***
  %142 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %141, align 8
  %143 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %142, i64 2
  %144 = load void (%struct.Counted*)*, void (%struct.Counted*)** %143, align 8
  call void %144(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %138) #2
  br label %145

145:                                              ; preds = %140, %126
  %146 = call noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @_ZL4lazyv()
  %147 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %146, i32 0, i32 0
  %148 = load i32, i32* %147, align 4
  %149 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %148)
  %150 = call noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @_ZL4lazyv()
  %151 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %150, i32 0, i32 0
  %152 = load i32, i32* %151, align 4
  %153 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %152)
  %154 = bitcast %struct.Vec2* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %154, i8* align 8 bitcast (%struct.Vec2* @__const.main.a to i8*), i64 16, i1 false)
  %155 = bitcast %struct.Vec2* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %155, i8* align 8 bitcast (%struct.Vec2* @__const.main.b to i8*), i64 16, i1 false)
  call void @_ZNK4Vec2plERKS_(%struct.Vec2* sret(%struct.Vec2) align 8 %21, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %18, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %19)
  call void @_ZNK4Vec2mlEd(%struct.Vec2* sret(%struct.Vec2) align 8 %20, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %21, double noundef 2.000000e+00)
  %156 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %22, i32 0, i32 0
  store double 1.000000e+00, double* %156, align 8
  %157 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %22, i32 0, i32 1
  store double 1.000000e+00, double* %157, align 8
  %158 = call noundef nonnull align 8 dereferenceable(16) %struct.Vec2* @_ZN4Vec2pLERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %20, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %22)
  %159 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 0
  %160 = load double, double* %159, align 8
  %161 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 1
  %162 = load double, double* %161, align 8
  %163 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %23, i32 0, i32 0
  store double 4.000000e+00, double* %163, align 8
  %164 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %23, i32 0, i32 1
  store double 3.000000e+00, double* %164, align 8
  %165 = call noundef zeroext i1 @_ZNK4Vec2eqERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %20, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %23)
  %166 = zext i1 %165 to i32
  %167 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0), double noundef %160, double noundef %162, i32 noundef signext %166)
  %168 = call noalias noundef nonnull i8* @_Znam(i64 noundef 28) #10
  %169 = bitcast i8* %168 to i64*
  store i64 5, i64* %169, align 8
  %170 = getelementptr inbounds i8, i8* %168, i64 8
  %171 = bitcast i8* %170 to %struct.Counter*
  %172 = getelementptr inbounds %struct.Counter, %struct.Counter* %171, i64 5
  br label %173

173:                                              ; preds = %173, %145
  %174 = phi %struct.Counter* [ %171, %145 ], [ %175, %173 ]
  call void @_ZN7CounterC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %174)
  %175 = getelementptr inbounds %struct.Counter, %struct.Counter* %174, i64 1
  %176 = icmp eq %struct.Counter* %175, %172
  br i1 %176, label %177, label %173

177:                                              ; preds = %173
  store %struct.Counter* %171, %struct.Counter** %24, align 8
  %178 = load i32, i32* @_ZN7Counter4liveE, align 4
  %179 = load %struct.Counter*, %struct.Counter** %24, align 8
  %180 = getelementptr inbounds %struct.Counter, %struct.Counter* %179, i64 4
  %181 = getelementptr inbounds %struct.Counter, %struct.Counter* %180, i32 0, i32 0
  %182 = load i32, i32* %181, align 4
  %183 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext %178, i32 noundef signext %182)
  %184 = load %struct.Counter*, %struct.Counter** %24, align 8
  %185 = icmp eq %struct.Counter* %184, null
  br i1 %185, label %198, label %186

186:                                              ; preds = %177
  %187 = bitcast %struct.Counter* %184 to i8*
  %188 = getelementptr inbounds i8, i8* %187, i64 -8
  %189 = bitcast i8* %188 to i64*
  %190 = load i64, i64* %189, align 4
  %191 = getelementptr inbounds %struct.Counter, %struct.Counter* %184, i64 %190
  %192 = icmp eq %struct.Counter* %184, %191
  br i1 %192, label %197, label %193

193:                                              ; preds = %193, %186
  %194 = phi %struct.Counter* [ %191, %186 ], [ %195, %193 ]
  %195 = getelementptr inbounds %struct.Counter, %struct.Counter* %194, i64 -1
  call void @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %195) #2
  %196 = icmp eq %struct.Counter* %195, %184
  br i1 %196, label %197, label %193

197:                                              ; preds = %193, %186
  call void @_ZdaPv(i8* noundef %188) #11
  br label %198

198:                                              ; preds = %197, %177
  %199 = load i32, i32* @_ZN7Counter4liveE, align 4
  %200 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %199)
  call void @_ZN7AccountC2Ex(%class.Account* noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 100)
  %201 = call noundef nonnull align 8 dereferenceable(8) %class.Account* @_ZN7Account7depositEx(%class.Account* noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 250)
  %202 = call noundef nonnull align 8 dereferenceable(8) %class.Account* @_ZN7Account7depositEx(%class.Account* noundef nonnull align 8 dereferenceable(8) %201, i64 noundef -50)
  call void @_ZN7AccountC2Ex(%class.Account* noundef nonnull align 8 dereferenceable(8) %26, i64 noundef 1)
  %203 = call noundef i64 @_ZNK7Account5centsEv(%class.Account* noundef nonnull align 8 dereferenceable(8) %25)
  %204 = call noundef signext i32 @_ZN7Account6openedEv()
  %205 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), i64 noundef %203, i32 noundef signext %204)
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %27, i32 noundef signext 3)
  %206 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0))
  call void @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %27) #2
  %207 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0))
  store i32 13, i32* %1, align 4
  call void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %12) #2
  %208 = load i32, i32* %1, align 4
  ret i32 %208
}

declare signext i32 @printf(i8* noundef, ...) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %0, double noundef %1, double noundef %2, i8* noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca %struct.Rect*, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i8*, align 8
  store %struct.Rect* %0, %struct.Rect** %5, align 8
  store double %1, double* %6, align 8
  store double %2, double* %7, align 8
  store i8* %3, i8** %8, align 8
  %9 = load %struct.Rect*, %struct.Rect** %5, align 8
  %10 = bitcast %struct.Rect* %9 to %struct.Shape*
  %11 = load i8*, i8** %8, align 8
  call void @_ZN5ShapeC2EPKc(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %10, i8* noundef %11)
  %12 = bitcast %struct.Rect* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %12, align 8
  %13 = getelementptr inbounds %struct.Rect, %struct.Rect* %9, i32 0, i32 1
  %14 = load double, double* %6, align 8
  store double %14, double* %13, align 8
  %15 = getelementptr inbounds %struct.Rect, %struct.Rect* %9, i32 0, i32 2
  %16 = load double, double* %7, align 8
  store double %16, double* %15, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Square*, align 8
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %struct.Square*, %struct.Square** %3, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Rect*
  %7 = load double, double* %4, align 8
  %8 = load double, double* %4, align 8
  call void @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %6, double noundef %7, double noundef %8, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0))
  %9 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Circle*, align 8
  %4 = alloca double, align 8
  store %struct.Circle* %0, %struct.Circle** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %struct.Circle*, %struct.Circle** %3, align 8
  %6 = bitcast %struct.Circle* %5 to %struct.Shape*
  call void @_ZN5ShapeC2EPKc(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0))
  %7 = bitcast %struct.Circle* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Circle, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8
  %8 = getelementptr inbounds %struct.Circle, %struct.Circle* %5, i32 0, i32 1
  %9 = load double, double* %4, align 8
  store double %9, double* %8, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK5Shape8describeEv(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0) #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 8
  %6 = bitcast %struct.Shape* %3 to double (%struct.Shape*)***
  %7 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %6, align 8
  %8 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %7, i64 2
  %9 = load double (%struct.Shape*)*, double (%struct.Shape*)** %8, align 8
  %10 = call noundef double %9(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %3)
  %11 = bitcast %struct.Shape* %3 to i32 (%struct.Shape*)***
  %12 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %11, align 8
  %13 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %12, i64 3
  %14 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %13, align 8
  %15 = call noundef signext i32 %14(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %3)
  %16 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i8* noundef %5, double noundef %10, i32 noundef signext %15)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to %struct.Named*
  call void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %4) #2
  %5 = bitcast %struct.Widget* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 16
  %7 = bitcast i8* %6 to %struct.Counted*
  call void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %7) #2
  %8 = bitcast %struct.Widget* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  %9 = bitcast %struct.Widget* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 16
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.Counted*
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1
  %8 = load i32, i32* %7, align 8
  %9 = add nsw i32 %8, 10
  store i32 %9, i32* %7, align 8
  %10 = bitcast %struct.Widget* %3 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 16
  %12 = bitcast i8* %11 to %struct.Counted*
  %13 = getelementptr inbounds %struct.Counted, %struct.Counted* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  ret i32 %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @_ZL4lazyv() #6 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZL4lazyvE1t to i8*) acquire, align 8
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %8, !prof !6

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL4lazyvE1t) #2
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  call void @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @_ZZL4lazyvE1t, i32 noundef signext 99)
  %7 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @_ZZL4lazyvE1t to i8*), i8* @__dso_handle) #2
  call void @__cxa_guard_release(i64* @_ZGVZL4lazyvE1t) #2
  br label %8

8:                                                ; preds = %6, %3, %0
  ret %struct.Tracer* @_ZZL4lazyvE1t
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec2plERKS_(%struct.Vec2* noalias sret(%struct.Vec2) align 8 %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %2) #6 comdat align 2 {
  %4 = alloca %struct.Vec2*, align 8
  %5 = alloca %struct.Vec2*, align 8
  store %struct.Vec2* %1, %struct.Vec2** %4, align 8
  store %struct.Vec2* %2, %struct.Vec2** %5, align 8
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %9 = load double, double* %8, align 8
  %10 = load %struct.Vec2*, %struct.Vec2** %5, align 8
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = fadd double %9, %12
  store double %13, double* %7, align 8
  %14 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %0, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = load %struct.Vec2*, %struct.Vec2** %5, align 8
  %18 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %17, i32 0, i32 1
  %19 = load double, double* %18, align 8
  %20 = fadd double %16, %19
  store double %20, double* %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec2mlEd(%struct.Vec2* noalias sret(%struct.Vec2) align 8 %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1, double noundef %2) #6 comdat align 2 {
  %4 = alloca %struct.Vec2*, align 8
  %5 = alloca double, align 8
  store %struct.Vec2* %1, %struct.Vec2** %4, align 8
  store double %2, double* %5, align 8
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %9 = load double, double* %8, align 8
  %10 = load double, double* %5, align 8
  %11 = fmul double %9, %10
  store double %11, double* %7, align 8
  %12 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = load double, double* %5, align 8
  %16 = fmul double %14, %15
  store double %16, double* %12, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) %struct.Vec2* @_ZN4Vec2pLERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2*, align 8
  %4 = alloca %struct.Vec2*, align 8
  store %struct.Vec2* %0, %struct.Vec2** %3, align 8
  store %struct.Vec2* %1, %struct.Vec2** %4, align 8
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 8
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = fadd double %10, %8
  store double %11, double* %9, align 8
  %12 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %12, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = fadd double %16, %14
  store double %17, double* %15, align 8
  ret %struct.Vec2* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2*, align 8
  %4 = alloca %struct.Vec2*, align 8
  store %struct.Vec2* %0, %struct.Vec2** %3, align 8
  store %struct.Vec2* %1, %struct.Vec2** %4, align 8
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 8
  %6 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  %7 = load double, double* %6, align 8
  %8 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = load %struct.Vec2*, %struct.Vec2** %4, align 8
  %16 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %15, i32 0, i32 1
  %17 = load double, double* %16, align 8
  %18 = fcmp oeq double %14, %17
  br label %19

19:                                               ; preds = %12, %2
  %20 = phi i1 [ false, %2 ], [ %18, %12 ]
  ret i1 %20
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZN7Counter4liveE, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZN7Counter4liveE, align 4
  store i32 %5, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = load i32, i32* @_ZN7Counter4liveE, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @_ZN7Counter4liveE, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7AccountC2Ex(%class.Account* noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %class.Account*, align 8
  %4 = alloca i64, align 8
  store %class.Account* %0, %class.Account** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load %class.Account*, %class.Account** %3, align 8
  %6 = getelementptr inbounds %class.Account, %class.Account* %5, i32 0, i32 0
  %7 = load i64, i64* %4, align 8
  store i64 %7, i64* %6, align 8
  %8 = load i32, i32* @_ZN7Account7opened_E, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZN7Account7opened_E, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.Account* @_ZN7Account7depositEx(%class.Account* noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #6 comdat align 2 {
  %3 = alloca %class.Account*, align 8
  %4 = alloca i64, align 8
  store %class.Account* %0, %class.Account** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load %class.Account*, %class.Account** %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = getelementptr inbounds %class.Account, %class.Account* %5, i32 0, i32 0
  %8 = load i64, i64* %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, i64* %7, align 8
  ret %class.Account* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK7Account5centsEv(%class.Account* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 {
  %2 = alloca %class.Account*, align 8
  store %class.Account* %0, %class.Account** %2, align 8
  %3 = load %class.Account*, %class.Account** %2, align 8
  %4 = getelementptr inbounds %class.Account, %class.Account* %3, i32 0, i32 0
  %5 = load i64, i64* %4, align 8
  ret i64 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZN7Account6openedEv() #6 comdat align 2 {
  %1 = load i32, i32* @_ZN7Account7opened_E, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.Counted*
  call void @_ZN7CountedD2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %6) #2
  %7 = bitcast %struct.Widget* %3 to %struct.Named*
  call void @_ZN5NamedD2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %7) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2EPKc(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Shape*, align 8
  %4 = alloca i8*, align 8
  store %struct.Shape* %0, %struct.Shape** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.Shape*, %struct.Shape** %3, align 8
  %6 = bitcast %struct.Shape* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Shape, %struct.Shape* %5, i32 0, i32 1
  %8 = load i8*, i8** %4, align 8
  store i8* %8, i8** %7, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = bitcast %struct.Rect* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i64 0, i64 0))
  %6 = bitcast %struct.Rect* %3 to %struct.Shape*
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %6) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %3) #2
  %4 = bitcast %struct.Rect* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK4Rect5sidesEv(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 8
  store %struct.Rect* %0, %struct.Rect** %2, align 8
  %3 = load %struct.Rect*, %struct.Rect** %2, align 8
  ret i32 4
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 1
  %6 = load i8*, i8** %5, align 8
  %7 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i8* noundef %6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  call void @llvm.trap() #12
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK5Shape5sidesEv(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret i32 0
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  call void @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %4) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(32) %3) #2
  %4 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  %5 = call noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(32) %4)
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = bitcast %struct.Circle* %3 to %struct.Shape*
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %4) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  call void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(24) %3) #2
  %4 = bitcast %struct.Circle* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  %4 = bitcast %struct.Named* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1
  store i32 7, i32* %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = bitcast %struct.Counted* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6Widget3whoEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetD0Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  call void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %3) #2
  %4 = bitcast %struct.Widget* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZThn16_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Widget*
  %7 = tail call noundef signext i32 @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD1Ev(%struct.Widget* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Widget*
  tail call void @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %6) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD0Ev(%struct.Widget* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 8
  store %struct.Widget* %0, %struct.Widget** %2, align 8
  %3 = load %struct.Widget*, %struct.Widget** %2, align 8
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Widget*
  tail call void @_ZN6WidgetD0Ev(%struct.Widget* noundef nonnull align 8 dereferenceable(28) %6) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK5Named3whoEv(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedD2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedD0Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 8
  store %struct.Named* %0, %struct.Named** %2, align 8
  %3 = load %struct.Named*, %struct.Named** %2, align 8
  call void @_ZN5NamedD2Ev(%struct.Named* noundef nonnull align 8 dereferenceable(12) %3) #2
  %4 = bitcast %struct.Named* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 8
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %4, align 8
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedD2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedD0Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 8
  store %struct.Counted* %0, %struct.Counted** %2, align 8
  %3 = load %struct.Counted*, %struct.Counted** %2, align 8
  call void @_ZN7CountedD2Ev(%struct.Counted* noundef nonnull align 8 dereferenceable(12) %3) #2
  %4 = bitcast %struct.Counted* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #2

; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #2

; Function Attrs: noinline nounwind uwtable
define internal void @_GLOBAL__sub_I_classes.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  call void @__cxx_global_var_init.1()
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
