; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Tracer = type { i32 }
%struct.Vec2 = type { double, double }
%struct.Shape = type { i32 (...)**, i8* }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { i32 (...)**, i32 }
%struct.Counted = type { i32 (...)**, i32 }
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

$_ZThn8_N6Widget4bumpEv = comdat any

$_ZThn8_N6WidgetD1Ev = comdat any

$_ZThn8_N6WidgetD0Ev = comdat any

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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (%struct.Rect* (%struct.Rect*)* @_ZN4RectD2Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (i32 (%struct.Rect*)* @_ZNK4Rect5sidesEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 4
@_ZTI4Rect = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%struct.Shape*)* @_ZNK5Shape5sidesEv to i8*)] }, comdat, align 4
@.str.16 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"  ~Rect\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Square* (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*), i8* bitcast (i32 (%struct.Rect*)* @_ZNK4Rect5sidesEv to i8*)] }, comdat, align 4
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*) }, comdat, align 4
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (%struct.Circle* (%struct.Circle*)* @_ZN6CircleD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*), i8* bitcast (i32 (%struct.Shape*)* @_ZNK5Shape5sidesEv to i8*)] }, comdat, align 4
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (i8* (%struct.Widget*)* @_ZNK6Widget3whoEv to i8*), i8* bitcast (%struct.Widget* (%struct.Widget*)* @_ZN6WidgetD2Ev to i8*), i8* bitcast (void (%struct.Widget*)* @_ZN6WidgetD0Ev to i8*), i8* bitcast (i32 (%struct.Widget*)* @_ZN6Widget4bumpEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI6Widget to i8*), i8* bitcast (i32 (%struct.Widget*)* @_ZThn8_N6Widget4bumpEv to i8*), i8* bitcast (%struct.Widget* (%struct.Widget*)* @_ZThn8_N6WidgetD1Ev to i8*), i8* bitcast (void (%struct.Widget*)* @_ZThn8_N6WidgetD0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Named, i32 0, i32 0) }, comdat, align 4
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Counted, i32 0, i32 0) }, comdat, align 4
@_ZTI6Widget = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Widget, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Named to i8*), i8* bitcast (i8* (%struct.Named*)* @_ZNK5Named3whoEv to i8*), i8* bitcast (%struct.Named* (%struct.Named*)* @_ZN5NamedD2Ev to i8*), i8* bitcast (void (%struct.Named*)* @_ZN5NamedD0Ev to i8*)] }, comdat, align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Counted to i8*), i8* bitcast (i32 (%struct.Counted*)* @_ZN7Counted4bumpEv to i8*), i8* bitcast (%struct.Counted* (%struct.Counted*)* @_ZN7CountedD2Ev to i8*), i8* bitcast (void (%struct.Counted*)* @_ZN7CountedD0Ev to i8*)] }, comdat, align 4
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t = internal global %struct.Tracer zeroinitializer, align 4
@_ZGVZL4lazyvE1t = internal global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_classes.cpp, i8* null }]

; Function Attrs: noinline nounwind
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  %1 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @global_a, i32 noundef 1)
  %2 = call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_a to i8*), i8* @__dso_handle) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Tracer*, align 4
  %4 = alloca i32, align 4
  store %struct.Tracer* %0, %struct.Tracer** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Tracer*, %struct.Tracer** %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.14, i32 0, i32 0), i32 noundef %9)
  ret %struct.Tracer* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Tracer*, align 4
  store %struct.Tracer* %0, %struct.Tracer** %2, align 4
  %3 = load %struct.Tracer*, %struct.Tracer** %2, align 4
  %4 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i32 0, i32 0), i32 noundef %5)
  ret %struct.Tracer* %3
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #2

; Function Attrs: noinline nounwind
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" {
  %1 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @global_b, i32 noundef 2)
  %2 = call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @global_b to i8*), i8* @__dso_handle) #2
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.Shape*], align 4
  %3 = alloca double, align 8
  %4 = alloca [4 x %struct.Shape*]*, align 4
  %5 = alloca %struct.Shape**, align 4
  %6 = alloca %struct.Shape**, align 4
  %7 = alloca %struct.Shape*, align 4
  %8 = alloca [4 x %struct.Shape*]*, align 4
  %9 = alloca %struct.Shape**, align 4
  %10 = alloca %struct.Shape**, align 4
  %11 = alloca %struct.Shape*, align 4
  %12 = alloca %struct.Widget, align 4
  %13 = alloca %struct.Named*, align 4
  %14 = alloca %struct.Counted*, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.Counted*, align 4
  %18 = alloca %struct.Vec2, align 8
  %19 = alloca %struct.Vec2, align 8
  %20 = alloca %struct.Vec2, align 8
  %21 = alloca %struct.Vec2, align 8
  %22 = alloca %struct.Vec2, align 8
  %23 = alloca %struct.Vec2, align 8
  %24 = alloca %struct.Counter*, align 4
  %25 = alloca %class.Account, align 8
  %26 = alloca %class.Account, align 8
  %27 = alloca %struct.Tracer, align 4
  store i32 0, i32* %1, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0))
  %29 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %2, i32 0, i32 0
  %30 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #10
  %31 = bitcast i8* %30 to %struct.Rect*
  %32 = call noundef %struct.Rect* @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %31, double noundef 3.000000e+00, double noundef 4.000000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0))
  %33 = bitcast %struct.Rect* %31 to %struct.Shape*
  store %struct.Shape* %33, %struct.Shape** %29, align 4
  %34 = getelementptr inbounds %struct.Shape*, %struct.Shape** %29, i32 1
  %35 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #10
  %36 = bitcast i8* %35 to %struct.Square*
  %37 = call noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(24) %36, double noundef 2.500000e+00)
  %38 = bitcast %struct.Square* %36 to %struct.Shape*
  store %struct.Shape* %38, %struct.Shape** %34, align 4
  %39 = getelementptr inbounds %struct.Shape*, %struct.Shape** %34, i32 1
  %40 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 16) #10
  %41 = bitcast i8* %40 to %struct.Circle*
  %42 = call noundef %struct.Circle* @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %41, double noundef 1.000000e+00)
  %43 = bitcast %struct.Circle* %41 to %struct.Shape*
  store %struct.Shape* %43, %struct.Shape** %39, align 4
  %44 = getelementptr inbounds %struct.Shape*, %struct.Shape** %39, i32 1
  %45 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 24) #10
  %46 = bitcast i8* %45 to %struct.Rect*
  %47 = call noundef %struct.Rect* @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %46, double noundef 5.000000e-01, double noundef 8.000000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0))
  %48 = bitcast %struct.Rect* %46 to %struct.Shape*
  store %struct.Shape* %48, %struct.Shape** %44, align 4
  store double 0.000000e+00, double* %3, align 8
  store [4 x %struct.Shape*]* %2, [4 x %struct.Shape*]** %4, align 4
  %49 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %4, align 4
  %50 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %49, i32 0, i32 0
  store %struct.Shape** %50, %struct.Shape*** %5, align 4
  %51 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %4, align 4
  %52 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %51, i32 0, i32 0
  %53 = getelementptr inbounds %struct.Shape*, %struct.Shape** %52, i32 4
  store %struct.Shape** %53, %struct.Shape*** %6, align 4
  br label %54

54:                                               ; preds = %70, %0
  %55 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %56 = load %struct.Shape**, %struct.Shape*** %6, align 4
  %57 = icmp ne %struct.Shape** %55, %56
  br i1 %57, label %58, label %73

58:                                               ; preds = %54
  %59 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %60 = load %struct.Shape*, %struct.Shape** %59, align 4
  store %struct.Shape* %60, %struct.Shape** %7, align 4
  %61 = load %struct.Shape*, %struct.Shape** %7, align 4
  call void @_ZNK5Shape8describeEv(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %61)
  %62 = load %struct.Shape*, %struct.Shape** %7, align 4
  %63 = bitcast %struct.Shape* %62 to double (%struct.Shape*)***
  %64 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %63, align 4
  %65 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %64, i64 2
  %66 = load double (%struct.Shape*)*, double (%struct.Shape*)** %65, align 4
  %67 = call noundef double %66(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %62)
  %68 = load double, double* %3, align 8
  %69 = fadd double %68, %67
  store double %69, double* %3, align 8
  br label %70

70:                                               ; preds = %58
  %71 = load %struct.Shape**, %struct.Shape*** %5, align 4
  %72 = getelementptr inbounds %struct.Shape*, %struct.Shape** %71, i32 1
  store %struct.Shape** %72, %struct.Shape*** %5, align 4
  br label %54

73:                                               ; preds = %54
  %74 = load double, double* %3, align 8
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef %74)
  store [4 x %struct.Shape*]* %2, [4 x %struct.Shape*]** %8, align 4
  %76 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %8, align 4
  %77 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %76, i32 0, i32 0
  store %struct.Shape** %77, %struct.Shape*** %9, align 4
  %78 = load [4 x %struct.Shape*]*, [4 x %struct.Shape*]** %8, align 4
  %79 = getelementptr inbounds [4 x %struct.Shape*], [4 x %struct.Shape*]* %78, i32 0, i32 0
  %80 = getelementptr inbounds %struct.Shape*, %struct.Shape** %79, i32 4
  store %struct.Shape** %80, %struct.Shape*** %10, align 4
  br label %81

81:                                               ; preds = %96, %73
  %82 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %83 = load %struct.Shape**, %struct.Shape*** %10, align 4
  %84 = icmp ne %struct.Shape** %82, %83
  br i1 %84, label %85, label %99

85:                                               ; preds = %81
  %86 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %87 = load %struct.Shape*, %struct.Shape** %86, align 4
  store %struct.Shape* %87, %struct.Shape** %11, align 4
  %88 = load %struct.Shape*, %struct.Shape** %11, align 4
  %89 = icmp eq %struct.Shape* %88, null
  br i1 %89, label %95, label %90

90:                                               ; preds = %85
  %91 = bitcast %struct.Shape* %88 to void (%struct.Shape*)***
  %92 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %91, align 4
  %93 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %92, i64 1
  %94 = load void (%struct.Shape*)*, void (%struct.Shape*)** %93, align 4
  call void %94(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %88) #2
  br label %95

95:                                               ; preds = %90, %85
  br label %96

96:                                               ; preds = %95
  %97 = load %struct.Shape**, %struct.Shape*** %9, align 4
  %98 = getelementptr inbounds %struct.Shape*, %struct.Shape** %97, i32 1
  store %struct.Shape** %98, %struct.Shape*** %9, align 4
  br label %81

99:                                               ; preds = %81
  %100 = call noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12) #2
  %101 = bitcast %struct.Widget* %12 to %struct.Named*
  store %struct.Named* %101, %struct.Named** %13, align 4
  %102 = bitcast %struct.Widget* %12 to i8*
  %103 = getelementptr inbounds i8, i8* %102, i32 8
  %104 = bitcast i8* %103 to %struct.Counted*
  store %struct.Counted* %104, %struct.Counted** %14, align 4
  %105 = load %struct.Counted*, %struct.Counted** %14, align 4
  %106 = bitcast %struct.Counted* %105 to i32 (%struct.Counted*)***
  %107 = load i32 (%struct.Counted*)**, i32 (%struct.Counted*)*** %106, align 4
  %108 = getelementptr inbounds i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %107, i64 0
  %109 = load i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %108, align 4
  %110 = call noundef i32 %109(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %105)
  store i32 %110, i32* %15, align 4
  %111 = call noundef i32 @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12)
  store i32 %111, i32* %16, align 4
  %112 = load %struct.Named*, %struct.Named** %13, align 4
  %113 = bitcast %struct.Named* %112 to i8* (%struct.Named*)***
  %114 = load i8* (%struct.Named*)**, i8* (%struct.Named*)*** %113, align 4
  %115 = getelementptr inbounds i8* (%struct.Named*)*, i8* (%struct.Named*)** %114, i64 0
  %116 = load i8* (%struct.Named*)*, i8* (%struct.Named*)** %115, align 4
  %117 = call noundef i8* %116(%struct.Named* noundef nonnull align 4 dereferenceable(8) %112)
  %118 = load %struct.Named*, %struct.Named** %13, align 4
  %119 = getelementptr inbounds %struct.Named, %struct.Named* %118, i32 0, i32 1
  %120 = load i32, i32* %119, align 4
  %121 = load i32, i32* %15, align 4
  %122 = load i32, i32* %16, align 4
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i32 0, i32 0), i8* noundef %117, i32 noundef %120, i32 noundef %121, i32 noundef %122)
  %124 = call noalias noundef nonnull i8* @_Znwj(i32 noundef 16) #10
  %125 = bitcast i8* %124 to %struct.Widget*
  %126 = call noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %125) #2
  %127 = icmp eq %struct.Widget* %125, null
  br i1 %127, label %132, label %128

128:                                              ; preds = %99
  %129 = bitcast %struct.Widget* %125 to i8*
  %130 = getelementptr inbounds i8, i8* %129, i32 8
  %131 = bitcast i8* %130 to %struct.Counted*
  br label %132

132:                                              ; preds = %128, %99
  %133 = phi %struct.Counted* [ %131, %128 ], [ null, %99 ]
  store %struct.Counted* %133, %struct.Counted** %17, align 4
  %134 = load %struct.Counted*, %struct.Counted** %17, align 4
  %135 = bitcast %struct.Counted* %134 to i32 (%struct.Counted*)***
  %136 = load i32 (%struct.Counted*)**, i32 (%struct.Counted*)*** %135, align 4
  %137 = getelementptr inbounds i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %136, i64 0
  %138 = load i32 (%struct.Counted*)*, i32 (%struct.Counted*)** %137, align 4
  %139 = call noundef i32 %138(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %134)
  %140 = load %struct.Counted*, %struct.Counted** %17, align 4
  %141 = getelementptr inbounds %struct.Counted, %struct.Counted* %140, i32 0, i32 1
  %142 = load i32, i32* %141, align 4
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0), i32 noundef %142)
  %144 = load %struct.Counted*, %struct.Counted** %17, align 4
  %145 = icmp eq %struct.Counted* %144, null
  br i1 %145, label %151, label %146

146:                                              ; preds = %132
  %147 = bitcast %struct.Counted* %144 to void (%struct.Counted*)***
  %148 = load void (%struct.Counted*)**, void (%struct.Counted*)*** %147, align 4
  %149 = getelementptr inbounds void (%struct.Counted*)*, void (%struct.Counted*)** %148, i64 2
  %150 = load void (%struct.Counted*)*, void (%struct.Counted*)** %149, align 4
  call void %150(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %144) #2
  br label %151

151:                                              ; preds = %146, %132
  %152 = call noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @_ZL4lazyv()
  %153 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %152, i32 0, i32 0
  %154 = load i32, i32* %153, align 4
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef %154)
  %156 = call noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @_ZL4lazyv()
  %157 = getelementptr inbounds %struct.Tracer, %struct.Tracer* %156, i32 0, i32 0
  %158 = load i32, i32* %157, align 4
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i32 noundef %158)
  %160 = bitcast %struct.Vec2* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %160, i8* align 8 bitcast (%struct.Vec2* @__const.main.a to i8*), i32 16, i1 false)
  %161 = bitcast %struct.Vec2* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %161, i8* align 8 bitcast (%struct.Vec2* @__const.main.b to i8*), i32 16, i1 false)
  %162 = call %struct.Vec2 @_ZNK4Vec2plERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %18, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %19)
  %163 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %21, i32 0, i32 0
  %164 = extractvalue %struct.Vec2 %162, 0
  store double %164, double* %163, align 8
  %165 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %21, i32 0, i32 1
  %166 = extractvalue %struct.Vec2 %162, 1
  store double %166, double* %165, align 8
  %167 = call %struct.Vec2 @_ZNK4Vec2mlEd(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %21, double noundef 2.000000e+00)
  %168 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 0
  %169 = extractvalue %struct.Vec2 %167, 0
  store double %169, double* %168, align 8
  %170 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 1
  %171 = extractvalue %struct.Vec2 %167, 1
  store double %171, double* %170, align 8
  %172 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %22, i32 0, i32 0
  store double 1.000000e+00, double* %172, align 8
  %173 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %22, i32 0, i32 1
  store double 1.000000e+00, double* %173, align 8
  %174 = call noundef nonnull align 8 dereferenceable(16) %struct.Vec2* @_ZN4Vec2pLERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %20, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %22)
  %175 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 0
  %176 = load double, double* %175, align 8
  %177 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %20, i32 0, i32 1
  %178 = load double, double* %177, align 8
  %179 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %23, i32 0, i32 0
  store double 4.000000e+00, double* %179, align 8
  %180 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %23, i32 0, i32 1
  store double 3.000000e+00, double* %180, align 8
  %181 = call noundef zeroext i1 @_ZNK4Vec2eqERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %20, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %23)
  %182 = zext i1 %181 to i32
  %183 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), double noundef %176, double noundef %178, i32 noundef %182)
  %184 = call noalias noundef nonnull i8* @_Znaj(i32 noundef 28) #10
  %185 = bitcast i8* %184 to i32*
  store i32 4, i32* %185, align 4
  %186 = getelementptr inbounds i32, i32* %185, i32 1
  store i32 5, i32* %186, align 4
  %187 = getelementptr inbounds i8, i8* %184, i32 8
  %188 = bitcast i8* %187 to %struct.Counter*
  %189 = getelementptr inbounds %struct.Counter, %struct.Counter* %188, i32 5
  br label %190

190:                                              ; preds = %190, %151
  %191 = phi %struct.Counter* [ %188, %151 ], [ %193, %190 ]
  %192 = call noundef %struct.Counter* @_ZN7CounterC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %191)
  %193 = getelementptr inbounds %struct.Counter, %struct.Counter* %191, i32 1
  %194 = icmp eq %struct.Counter* %193, %189
  br i1 %194, label %195, label %190

195:                                              ; preds = %190
  store %struct.Counter* %188, %struct.Counter** %24, align 4
  %196 = load i32, i32* @_ZN7Counter4liveE, align 4
  %197 = load %struct.Counter*, %struct.Counter** %24, align 4
  %198 = getelementptr inbounds %struct.Counter, %struct.Counter* %197, i32 4
  %199 = getelementptr inbounds %struct.Counter, %struct.Counter* %198, i32 0, i32 0
  %200 = load i32, i32* %199, align 4
  %201 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i32 0, i32 0), i32 noundef %196, i32 noundef %200)
  %202 = load %struct.Counter*, %struct.Counter** %24, align 4
  %203 = icmp eq %struct.Counter* %202, null
  br i1 %203, label %218, label %204

204:                                              ; preds = %195
  %205 = bitcast %struct.Counter* %202 to i8*
  %206 = getelementptr inbounds i8, i8* %205, i32 -8
  %207 = getelementptr inbounds i8, i8* %206, i32 4
  %208 = bitcast i8* %207 to i32*
  %209 = load i32, i32* %208, align 4
  %210 = getelementptr inbounds %struct.Counter, %struct.Counter* %202, i32 %209
  %211 = icmp eq %struct.Counter* %202, %210
  br i1 %211, label %217, label %212

212:                                              ; preds = %212, %204
  %213 = phi %struct.Counter* [ %210, %204 ], [ %214, %212 ]
  %214 = getelementptr inbounds %struct.Counter, %struct.Counter* %213, i32 -1
  %215 = call noundef %struct.Counter* @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %214) #2
  %216 = icmp eq %struct.Counter* %214, %202
  br i1 %216, label %217, label %212

217:                                              ; preds = %212, %204
  call void @_ZdaPv(i8* noundef %206) #11
  br label %218

218:                                              ; preds = %217, %195
  %219 = load i32, i32* @_ZN7Counter4liveE, align 4
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i32 noundef %219)
  %221 = call noundef %class.Account* @_ZN7AccountC2Ex(%class.Account* noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 100)
  %222 = call noundef nonnull align 8 dereferenceable(8) %class.Account* @_ZN7Account7depositEx(%class.Account* noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 250)
  %223 = call noundef nonnull align 8 dereferenceable(8) %class.Account* @_ZN7Account7depositEx(%class.Account* noundef nonnull align 8 dereferenceable(8) %222, i64 noundef -50)
  %224 = call noundef %class.Account* @_ZN7AccountC2Ex(%class.Account* noundef nonnull align 8 dereferenceable(8) %26, i64 noundef 1)
  %225 = call noundef i64 @_ZNK7Account5centsEv(%class.Account* noundef nonnull align 8 dereferenceable(8) %25)
  %226 = call noundef i32 @_ZN7Account6openedEv()
  %227 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i32 0, i32 0), i64 noundef %225, i32 noundef %226)
  %228 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %27, i32 noundef 3)
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i32 0, i32 0))
  %230 = call noundef %struct.Tracer* @_ZN6TracerD2Ev(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) %27) #2
  %231 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i32 0, i32 0))
  store i32 13, i32* %1, align 4
  %232 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %12) #2
  %233 = load i32, i32* %1, align 4
  ret i32 %233
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Rect* @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2, i8* noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca %struct.Rect*, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i8*, align 4
  store %struct.Rect* %0, %struct.Rect** %5, align 4
  store double %1, double* %6, align 8
  store double %2, double* %7, align 8
  store i8* %3, i8** %8, align 4
  %9 = load %struct.Rect*, %struct.Rect** %5, align 4
  %10 = bitcast %struct.Rect* %9 to %struct.Shape*
  %11 = load i8*, i8** %8, align 4
  %12 = call noundef %struct.Shape* @_ZN5ShapeC2EPKc(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %10, i8* noundef %11)
  %13 = bitcast %struct.Rect* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %13, align 8
  %14 = getelementptr inbounds %struct.Rect, %struct.Rect* %9, i32 0, i32 1
  %15 = load double, double* %6, align 8
  store double %15, double* %14, align 8
  %16 = getelementptr inbounds %struct.Rect, %struct.Rect* %9, i32 0, i32 2
  %17 = load double, double* %7, align 8
  store double %17, double* %16, align 8
  ret %struct.Rect* %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Square* @_ZN6SquareC2Ed(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 4
  store double %1, double* %4, align 8
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Rect*
  %7 = load double, double* %4, align 8
  %8 = load double, double* %4, align 8
  %9 = call noundef %struct.Rect* @_ZN4RectC2EddPKc(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %6, double noundef %7, double noundef %8, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0))
  %10 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Square* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Circle* @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull returned align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Circle*, align 4
  %4 = alloca double, align 8
  store %struct.Circle* %0, %struct.Circle** %3, align 4
  store double %1, double* %4, align 8
  %5 = load %struct.Circle*, %struct.Circle** %3, align 4
  %6 = bitcast %struct.Circle* %5 to %struct.Shape*
  %7 = call noundef %struct.Shape* @_ZN5ShapeC2EPKc(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i32 0, i32 0))
  %8 = bitcast %struct.Circle* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Circle, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  %9 = getelementptr inbounds %struct.Circle, %struct.Circle* %5, i32 0, i32 1
  %10 = load double, double* %4, align 8
  store double %10, double* %9, align 8
  ret %struct.Circle* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNK5Shape8describeEv(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0) #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4
  %6 = bitcast %struct.Shape* %3 to double (%struct.Shape*)***
  %7 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %6, align 4
  %8 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %7, i64 2
  %9 = load double (%struct.Shape*)*, double (%struct.Shape*)** %8, align 4
  %10 = call noundef double %9(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %3)
  %11 = bitcast %struct.Shape* %3 to i32 (%struct.Shape*)***
  %12 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %11, align 4
  %13 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %12, i64 3
  %14 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %13, align 4
  %15 = call noundef i32 %14(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %3)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i32 0, i32 0), i8* noundef %5, double noundef %10, i32 noundef %15)
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Widget* @_ZN6WidgetC2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to %struct.Named*
  %5 = call noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %4) #2
  %6 = bitcast %struct.Widget* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.Counted*
  %9 = call noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %8) #2
  %10 = bitcast %struct.Widget* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4
  %11 = bitcast %struct.Widget* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV6Widget, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %13, align 4
  ret %struct.Widget* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Counted*
  %7 = getelementptr inbounds %struct.Counted, %struct.Counted* %6, i32 0, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %8, 10
  store i32 %9, i32* %7, align 4
  %10 = bitcast %struct.Widget* %3 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.Counted*
  %13 = getelementptr inbounds %struct.Counted, %struct.Counted* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  ret i32 %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 4 dereferenceable(4) %struct.Tracer* @_ZL4lazyv() #6 {
  %1 = load atomic i8, i8* bitcast (i32* @_ZGVZL4lazyvE1t to i8*) acquire, align 4
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %10, !prof !10

4:                                                ; preds = %0
  %5 = call i32 @__cxa_guard_acquire(i32* @_ZGVZL4lazyvE1t) #2
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = call noundef %struct.Tracer* @_ZN6TracerC2Ei(%struct.Tracer* noundef nonnull align 4 dereferenceable(4) @_ZZL4lazyvE1t, i32 noundef 99)
  %9 = call i32 @__cxa_atexit(void (i8*)* bitcast (%struct.Tracer* (%struct.Tracer*)* @_ZN6TracerD2Ev to void (i8*)*), i8* bitcast (%struct.Tracer* @_ZZL4lazyvE1t to i8*), i8* @__dso_handle) #2
  call void @__cxa_guard_release(i32* @_ZGVZL4lazyvE1t) #2
  br label %10

10:                                               ; preds = %7, %4, %0
  ret %struct.Tracer* @_ZZL4lazyvE1t
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Vec2 @_ZNK4Vec2plERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2, align 8
  %4 = alloca %struct.Vec2*, align 4
  %5 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  store %struct.Vec2* %1, %struct.Vec2** %5, align 4
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %9 = load double, double* %8, align 8
  %10 = load %struct.Vec2*, %struct.Vec2** %5, align 4
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = fadd double %9, %12
  store double %13, double* %7, align 8
  %14 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = load %struct.Vec2*, %struct.Vec2** %5, align 4
  %18 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %17, i32 0, i32 1
  %19 = load double, double* %18, align 8
  %20 = fadd double %16, %19
  store double %20, double* %14, align 8
  %21 = load %struct.Vec2, %struct.Vec2* %3, align 8
  ret %struct.Vec2 %21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Vec2 @_ZNK4Vec2mlEd(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2, align 8
  %4 = alloca %struct.Vec2*, align 4
  %5 = alloca double, align 8
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  store double %1, double* %5, align 8
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %9 = load double, double* %8, align 8
  %10 = load double, double* %5, align 8
  %11 = fmul double %9, %10
  store double %11, double* %7, align 8
  %12 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = load double, double* %5, align 8
  %16 = fmul double %14, %15
  store double %16, double* %12, align 8
  %17 = load %struct.Vec2, %struct.Vec2* %3, align 8
  ret %struct.Vec2 %17
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) %struct.Vec2* @_ZN4Vec2pLERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  store %struct.Vec2* %1, %struct.Vec2** %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = fadd double %10, %8
  store double %11, double* %9, align 8
  %12 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %12, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = fadd double %16, %14
  store double %17, double* %15, align 8
  ret %struct.Vec2* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqERKS_(%struct.Vec2* noundef nonnull align 8 dereferenceable(16) %0, %struct.Vec2* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca %struct.Vec2*, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  store %struct.Vec2* %1, %struct.Vec2** %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %6 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  %7 = load double, double* %6, align 8
  %8 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %8, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %16 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %15, i32 0, i32 1
  %17 = load double, double* %16, align 8
  %18 = fcmp oeq double %14, %17
  br label %19

19:                                               ; preds = %12, %2
  %20 = phi i1 [ false, %2 ], [ %18, %12 ]
  ret i1 %20
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znaj(i32 noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Counter* @_ZN7CounterC2Ev(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZN7Counter4liveE, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZN7Counter4liveE, align 4
  store i32 %5, i32* %4, align 4
  ret %struct.Counter* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Counter* @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = load i32, i32* @_ZN7Counter4liveE, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @_ZN7Counter4liveE, align 4
  ret %struct.Counter* %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %class.Account* @_ZN7AccountC2Ex(%class.Account* noundef nonnull returned align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %class.Account*, align 4
  %4 = alloca i64, align 8
  store %class.Account* %0, %class.Account** %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load %class.Account*, %class.Account** %3, align 4
  %6 = getelementptr inbounds %class.Account, %class.Account* %5, i32 0, i32 0
  %7 = load i64, i64* %4, align 8
  store i64 %7, i64* %6, align 8
  %8 = load i32, i32* @_ZN7Account7opened_E, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZN7Account7opened_E, align 4
  ret %class.Account* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %class.Account* @_ZN7Account7depositEx(%class.Account* noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #6 comdat align 2 {
  %3 = alloca %class.Account*, align 4
  %4 = alloca i64, align 8
  store %class.Account* %0, %class.Account** %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load %class.Account*, %class.Account** %3, align 4
  %6 = load i64, i64* %4, align 8
  %7 = getelementptr inbounds %class.Account, %class.Account* %5, i32 0, i32 0
  %8 = load i64, i64* %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, i64* %7, align 8
  ret %class.Account* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_ZNK7Account5centsEv(%class.Account* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 {
  %2 = alloca %class.Account*, align 4
  store %class.Account* %0, %class.Account** %2, align 4
  %3 = load %class.Account*, %class.Account** %2, align 4
  %4 = getelementptr inbounds %class.Account, %class.Account* %3, i32 0, i32 0
  %5 = load i64, i64* %4, align 8
  ret i64 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7Account6openedEv() #6 comdat align 2 {
  %1 = load i32, i32* @_ZN7Account7opened_E, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Counted*
  %7 = call noundef %struct.Counted* @_ZN7CountedD2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %6) #2
  %8 = bitcast %struct.Widget* %3 to %struct.Named*
  %9 = call noundef %struct.Named* @_ZN5NamedD2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %8) #2
  ret %struct.Widget* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Shape* @_ZN5ShapeC2EPKc(%struct.Shape* noundef nonnull returned align 4 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Shape*, align 4
  %4 = alloca i8*, align 4
  store %struct.Shape* %0, %struct.Shape** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Shape*, %struct.Shape** %3, align 4
  %6 = bitcast %struct.Shape* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Shape, %struct.Shape* %5, i32 0, i32 1
  %8 = load i8*, i8** %4, align 4
  store i8* %8, i8** %7, align 4
  ret %struct.Shape* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = bitcast %struct.Rect* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV4Rect, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0))
  %6 = bitcast %struct.Rect* %3 to %struct.Shape*
  %7 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %6) #2
  ret %struct.Rect* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %3) #2
  %5 = bitcast %struct.Rect* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Rect, %struct.Rect* %3, i32 0, i32 2
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4Rect5sidesEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Rect*, align 4
  store %struct.Rect* %0, %struct.Rect** %2, align 4
  %3 = load %struct.Rect*, %struct.Rect** %2, align 4
  ret i32 4
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i32 0, i32 0), i8* noundef %6)
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #12
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5Shape5sidesEv(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret i32 0
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  %5 = call noundef %struct.Rect* @_ZN4RectD2Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4) #2
  ret %struct.Square* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(24) %3) #2
  %5 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Rect*
  %5 = call noundef double @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(24) %4)
  ret double %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Circle* @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Circle*, align 4
  store %struct.Circle* %0, %struct.Circle** %2, align 4
  %3 = load %struct.Circle*, %struct.Circle** %2, align 4
  %4 = bitcast %struct.Circle* %3 to %struct.Shape*
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(8) %4) #2
  ret %struct.Circle* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Circle*, align 4
  store %struct.Circle* %0, %struct.Circle** %2, align 4
  %3 = load %struct.Circle*, %struct.Circle** %2, align 4
  %4 = call noundef %struct.Circle* @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %3) #2
  %5 = bitcast %struct.Circle* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Circle*, align 4
  store %struct.Circle* %0, %struct.Circle** %2, align 4
  %3 = load %struct.Circle*, %struct.Circle** %2, align 4
  %4 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Named* @_ZN5NamedC2Ev(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = bitcast %struct.Named* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Named, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Named, %struct.Named* %3, i32 0, i32 1
  store i32 7, i32* %5, align 4
  ret %struct.Named* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Counted* @_ZN7CountedC2Ev(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = bitcast %struct.Counted* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Counted, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Counted* %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK6Widget3whoEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6WidgetD0Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %3) #2
  %5 = bitcast %struct.Widget* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZThn8_N6Widget4bumpEv(%struct.Widget* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Widget*
  %7 = tail call noundef i32 @_ZN6Widget4bumpEv(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Widget* @_ZThn8_N6WidgetD1Ev(%struct.Widget* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  %3 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %3, align 4
  %4 = load %struct.Widget*, %struct.Widget** %3, align 4
  store %struct.Widget* %4, %struct.Widget** %2, align 4
  %5 = bitcast %struct.Widget* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.Widget*
  %8 = tail call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %7) #2
  ret %struct.Widget* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N6WidgetD0Ev(%struct.Widget* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = bitcast %struct.Widget* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Widget*
  tail call void @_ZN6WidgetD0Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(16) %6) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK5Named3whoEv(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Named* @_ZN5NamedD2Ev(%struct.Named* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  ret %struct.Named* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5NamedD0Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Named*, align 4
  store %struct.Named* %0, %struct.Named** %2, align 4
  %3 = load %struct.Named*, %struct.Named** %2, align 4
  %4 = call noundef %struct.Named* @_ZN5NamedD2Ev(%struct.Named* noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = bitcast %struct.Named* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7Counted4bumpEv(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = getelementptr inbounds %struct.Counted, %struct.Counted* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %4, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Counted* @_ZN7CountedD2Ev(%struct.Counted* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  ret %struct.Counted* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7CountedD0Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Counted*, align 4
  store %struct.Counted* %0, %struct.Counted** %2, align 4
  %3 = load %struct.Counted*, %struct.Counted** %2, align 4
  %4 = call noundef %struct.Counted* @_ZN7CountedD2Ev(%struct.Counted* noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = bitcast %struct.Counted* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i32*) #2

; Function Attrs: nounwind
declare void @__cxa_guard_release(i32*) #2

; Function Attrs: noinline nounwind
define internal void @_GLOBAL__sub_I_classes.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  call void @__cxx_global_var_init.1()
  ret void
}

attributes #0 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!"branch_weights", i32 1, i32 1048575}
