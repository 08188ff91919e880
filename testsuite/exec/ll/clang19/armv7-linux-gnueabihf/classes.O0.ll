; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Tracer = type { i32 }
%struct.Vec2 = type { double, double }
%struct.Widget = type { %struct.Named, %struct.Counted }
%struct.Named = type { ptr, i32 }
%struct.Counted = type { ptr, i32 }
%class.Account = type { i64 }
%struct.Counter = type { i32 }
%struct.Rect = type { %struct.Shape, double, double }
%struct.Shape = type { ptr, ptr }
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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect5sidesEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, comdat, align 4
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 4
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape5sidesEv] }, comdat, align 4
@.str.16 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"  ~Rect\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv, ptr @_ZNK4Rect5sidesEv] }, comdat, align 4
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 4
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZN6CircleD2Ev, ptr @_ZN6CircleD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK5Shape5sidesEv] }, comdat, align 4
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 4
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget3whoEv, ptr @_ZN6WidgetD2Ev, ptr @_ZN6WidgetD0Ev, ptr @_ZN6Widget4bumpEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI6Widget, ptr @_ZThn8_N6Widget4bumpEv, ptr @_ZThn8_N6WidgetD1Ev, ptr @_ZThn8_N6WidgetD0Ev] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Named }, comdat, align 4
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Counted }, comdat, align 4
@_ZTI6Widget = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i32 2, ptr @_ZTI7Counted, i32 2050 }, comdat, align 4
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named3whoEv, ptr @_ZN5NamedD2Ev, ptr @_ZN5NamedD0Ev] }, comdat, align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv, ptr @_ZN7CountedD2Ev, ptr @_ZN7CountedD0Ev] }, comdat, align 4
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t = internal global %struct.Tracer zeroinitializer, align 4
@_ZGVZL4lazyvE1t = internal global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_classes.cpp, ptr null }]

; Function Attrs: noinline nounwind
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  %1 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @global_a, i32 noundef 1)
  %2 = call i32 @__cxa_atexit(ptr @_ZN6TracerD2Ev, ptr @global_a, ptr @__dso_handle) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %5)
  ret ptr %3
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #2

; Function Attrs: noinline nounwind
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" {
  %1 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @global_b, i32 noundef 2)
  %2 = call i32 @__cxa_atexit(ptr @_ZN6TracerD2Ev, ptr @global_b, ptr @__dso_handle) #2
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 4
  %3 = alloca double, align 8
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca %struct.Widget, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 4
  %18 = alloca %struct.Vec2, align 8
  %19 = alloca %struct.Vec2, align 8
  %20 = alloca %struct.Vec2, align 8
  %21 = alloca %struct.Vec2, align 8
  %22 = alloca %struct.Vec2, align 8
  %23 = alloca %struct.Vec2, align 8
  %24 = alloca ptr, align 4
  %25 = alloca %class.Account, align 8
  %26 = alloca %class.Account, align 8
  %27 = alloca %struct.Tracer, align 4
  store i32 0, ptr %1, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %29 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 24) #10
  %30 = call noundef ptr @_ZN4RectC2EddPKc(ptr noundef nonnull align 8 dereferenceable(24) %29, double noundef 3.000000e+00, double noundef 4.000000e+00, ptr noundef @.str.2)
  store ptr %29, ptr %2, align 4
  %31 = getelementptr inbounds ptr, ptr %2, i32 1
  %32 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 24) #10
  %33 = call noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %32, double noundef 2.500000e+00)
  store ptr %32, ptr %31, align 4
  %34 = getelementptr inbounds ptr, ptr %2, i32 2
  %35 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 16) #10
  %36 = call noundef ptr @_ZN6CircleC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %35, double noundef 1.000000e+00)
  store ptr %35, ptr %34, align 4
  %37 = getelementptr inbounds ptr, ptr %2, i32 3
  %38 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 24) #10
  %39 = call noundef ptr @_ZN4RectC2EddPKc(ptr noundef nonnull align 8 dereferenceable(24) %38, double noundef 5.000000e-01, double noundef 8.000000e+00, ptr noundef @.str.2)
  store ptr %38, ptr %37, align 4
  store double 0.000000e+00, ptr %3, align 8
  store ptr %2, ptr %4, align 4
  %40 = load ptr, ptr %4, align 4
  %41 = getelementptr inbounds [4 x ptr], ptr %40, i32 0, i32 0
  store ptr %41, ptr %5, align 4
  %42 = load ptr, ptr %4, align 4
  %43 = getelementptr inbounds [4 x ptr], ptr %42, i32 0, i32 0
  %44 = getelementptr inbounds ptr, ptr %43, i32 4
  store ptr %44, ptr %6, align 4
  br label %45

45:                                               ; preds = %60, %0
  %46 = load ptr, ptr %5, align 4
  %47 = load ptr, ptr %6, align 4
  %48 = icmp ne ptr %46, %47
  br i1 %48, label %49, label %63

49:                                               ; preds = %45
  %50 = load ptr, ptr %5, align 4
  %51 = load ptr, ptr %50, align 4
  store ptr %51, ptr %7, align 4
  %52 = load ptr, ptr %7, align 4
  call void @_ZNK5Shape8describeEv(ptr noundef nonnull align 4 dereferenceable(8) %52)
  %53 = load ptr, ptr %7, align 4
  %54 = load ptr, ptr %53, align 4
  %55 = getelementptr inbounds ptr, ptr %54, i64 2
  %56 = load ptr, ptr %55, align 4
  %57 = call noundef double %56(ptr noundef nonnull align 4 dereferenceable(8) %53)
  %58 = load double, ptr %3, align 8
  %59 = fadd double %58, %57
  store double %59, ptr %3, align 8
  br label %60

60:                                               ; preds = %49
  %61 = load ptr, ptr %5, align 4
  %62 = getelementptr inbounds ptr, ptr %61, i32 1
  store ptr %62, ptr %5, align 4
  br label %45

63:                                               ; preds = %45
  %64 = load double, ptr %3, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %64)
  store ptr %2, ptr %8, align 4
  %66 = load ptr, ptr %8, align 4
  %67 = getelementptr inbounds [4 x ptr], ptr %66, i32 0, i32 0
  store ptr %67, ptr %9, align 4
  %68 = load ptr, ptr %8, align 4
  %69 = getelementptr inbounds [4 x ptr], ptr %68, i32 0, i32 0
  %70 = getelementptr inbounds ptr, ptr %69, i32 4
  store ptr %70, ptr %10, align 4
  br label %71

71:                                               ; preds = %85, %63
  %72 = load ptr, ptr %9, align 4
  %73 = load ptr, ptr %10, align 4
  %74 = icmp ne ptr %72, %73
  br i1 %74, label %75, label %88

75:                                               ; preds = %71
  %76 = load ptr, ptr %9, align 4
  %77 = load ptr, ptr %76, align 4
  store ptr %77, ptr %11, align 4
  %78 = load ptr, ptr %11, align 4
  %79 = icmp eq ptr %78, null
  br i1 %79, label %84, label %80

80:                                               ; preds = %75
  %81 = load ptr, ptr %78, align 4
  %82 = getelementptr inbounds ptr, ptr %81, i64 1
  %83 = load ptr, ptr %82, align 4
  call void %83(ptr noundef nonnull align 4 dereferenceable(8) %78) #2
  br label %84

84:                                               ; preds = %80, %75
  br label %85

85:                                               ; preds = %84
  %86 = load ptr, ptr %9, align 4
  %87 = getelementptr inbounds ptr, ptr %86, i32 1
  store ptr %87, ptr %9, align 4
  br label %71

88:                                               ; preds = %71
  %89 = call noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %12) #2
  store ptr %12, ptr %13, align 4
  %90 = getelementptr inbounds i8, ptr %12, i32 8
  store ptr %90, ptr %14, align 4
  %91 = load ptr, ptr %14, align 4
  %92 = load ptr, ptr %91, align 4
  %93 = getelementptr inbounds ptr, ptr %92, i64 0
  %94 = load ptr, ptr %93, align 4
  %95 = call noundef i32 %94(ptr noundef nonnull align 4 dereferenceable(8) %91)
  store i32 %95, ptr %15, align 4
  %96 = call noundef i32 @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %12)
  store i32 %96, ptr %16, align 4
  %97 = load ptr, ptr %13, align 4
  %98 = load ptr, ptr %97, align 4
  %99 = getelementptr inbounds ptr, ptr %98, i64 0
  %100 = load ptr, ptr %99, align 4
  %101 = call noundef ptr %100(ptr noundef nonnull align 4 dereferenceable(8) %97)
  %102 = load ptr, ptr %13, align 4
  %103 = getelementptr inbounds %struct.Named, ptr %102, i32 0, i32 1
  %104 = load i32, ptr %103, align 4
  %105 = load i32, ptr %15, align 4
  %106 = load i32, ptr %16, align 4
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %101, i32 noundef %104, i32 noundef %105, i32 noundef %106)
  %108 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 16) #10
  %109 = call noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %108) #2
  %110 = icmp eq ptr %108, null
  br i1 %110, label %113, label %111

111:                                              ; preds = %88
  %112 = getelementptr inbounds i8, ptr %108, i32 8
  br label %113

113:                                              ; preds = %111, %88
  %114 = phi ptr [ %112, %111 ], [ null, %88 ]
  store ptr %114, ptr %17, align 4
  %115 = load ptr, ptr %17, align 4
  %116 = load ptr, ptr %115, align 4
  %117 = getelementptr inbounds ptr, ptr %116, i64 0
  %118 = load ptr, ptr %117, align 4
  %119 = call noundef i32 %118(ptr noundef nonnull align 4 dereferenceable(8) %115)
  %120 = load ptr, ptr %17, align 4
  %121 = getelementptr inbounds %struct.Counted, ptr %120, i32 0, i32 1
  %122 = load i32, ptr %121, align 4
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %122)
  %124 = load ptr, ptr %17, align 4
  %125 = icmp eq ptr %124, null
  br i1 %125, label %130, label %126

126:                                              ; preds = %113
  %127 = load ptr, ptr %124, align 4
  %128 = getelementptr inbounds ptr, ptr %127, i64 2
  %129 = load ptr, ptr %128, align 4
  call void %129(ptr noundef nonnull align 4 dereferenceable(8) %124) #2
  br label %130

130:                                              ; preds = %126, %113
  %131 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZL4lazyv()
  %132 = getelementptr inbounds %struct.Tracer, ptr %131, i32 0, i32 0
  %133 = load i32, ptr %132, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %133)
  %135 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZL4lazyv()
  %136 = getelementptr inbounds %struct.Tracer, ptr %135, i32 0, i32 0
  %137 = load i32, ptr %136, align 4
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %137)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %18, ptr align 8 @__const.main.a, i32 16, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %19, ptr align 8 @__const.main.b, i32 16, i1 false)
  %139 = call %struct.Vec2 @_ZNK4Vec2plERKS_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %19)
  %140 = getelementptr inbounds %struct.Vec2, ptr %21, i32 0, i32 0
  %141 = extractvalue %struct.Vec2 %139, 0
  store double %141, ptr %140, align 8
  %142 = getelementptr inbounds %struct.Vec2, ptr %21, i32 0, i32 1
  %143 = extractvalue %struct.Vec2 %139, 1
  store double %143, ptr %142, align 8
  %144 = call %struct.Vec2 @_ZNK4Vec2mlEd(ptr noundef nonnull align 8 dereferenceable(16) %21, double noundef 2.000000e+00)
  %145 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 0
  %146 = extractvalue %struct.Vec2 %144, 0
  store double %146, ptr %145, align 8
  %147 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 1
  %148 = extractvalue %struct.Vec2 %144, 1
  store double %148, ptr %147, align 8
  %149 = getelementptr inbounds %struct.Vec2, ptr %22, i32 0, i32 0
  store double 1.000000e+00, ptr %149, align 8
  %150 = getelementptr inbounds %struct.Vec2, ptr %22, i32 0, i32 1
  store double 1.000000e+00, ptr %150, align 8
  %151 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN4Vec2pLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %22)
  %152 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 0
  %153 = load double, ptr %152, align 8
  %154 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 1
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds %struct.Vec2, ptr %23, i32 0, i32 0
  store double 4.000000e+00, ptr %156, align 8
  %157 = getelementptr inbounds %struct.Vec2, ptr %23, i32 0, i32 1
  store double 3.000000e+00, ptr %157, align 8
  %158 = call noundef zeroext i1 @_ZNK4Vec2eqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %23)
  %159 = zext i1 %158 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %153, double noundef %155, i32 noundef %159)
  %161 = call noalias noundef nonnull ptr @_Znaj(i32 noundef 28) #10
  store i32 4, ptr %161, align 4
  %162 = getelementptr inbounds i32, ptr %161, i32 1
  store i32 5, ptr %162, align 4
  %163 = getelementptr inbounds i8, ptr %161, i32 8
  %164 = getelementptr inbounds %struct.Counter, ptr %163, i32 5
  br label %165

165:                                              ; preds = %165, %130
  %166 = phi ptr [ %163, %130 ], [ %168, %165 ]
  %167 = call noundef ptr @_ZN7CounterC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %166)
  %168 = getelementptr inbounds %struct.Counter, ptr %166, i32 1
  %169 = icmp eq ptr %168, %164
  br i1 %169, label %170, label %165

170:                                              ; preds = %165
  store ptr %163, ptr %24, align 4
  %171 = load i32, ptr @_ZN7Counter4liveE, align 4
  %172 = load ptr, ptr %24, align 4
  %173 = getelementptr inbounds %struct.Counter, ptr %172, i32 4
  %174 = getelementptr inbounds %struct.Counter, ptr %173, i32 0, i32 0
  %175 = load i32, ptr %174, align 4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %171, i32 noundef %175)
  %177 = load ptr, ptr %24, align 4
  %178 = icmp eq ptr %177, null
  br i1 %178, label %193, label %179

179:                                              ; preds = %170
  %180 = getelementptr inbounds i8, ptr %177, i32 -8
  %181 = getelementptr inbounds i8, ptr %180, i32 4
  %182 = load i32, ptr %181, align 4
  %183 = getelementptr inbounds %struct.Counter, ptr %177, i32 %182
  %184 = icmp eq ptr %177, %183
  br i1 %184, label %190, label %185

185:                                              ; preds = %185, %179
  %186 = phi ptr [ %183, %179 ], [ %187, %185 ]
  %187 = getelementptr inbounds %struct.Counter, ptr %186, i32 -1
  %188 = call noundef ptr @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %187) #2
  %189 = icmp eq ptr %187, %177
  br i1 %189, label %190, label %185

190:                                              ; preds = %185, %179
  %191 = mul i32 4, %182
  %192 = add i32 %191, 8
  call void @_ZdaPvj(ptr noundef %180, i32 noundef %192) #11
  br label %193

193:                                              ; preds = %190, %170
  %194 = load i32, ptr @_ZN7Counter4liveE, align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %194)
  %196 = call noundef ptr @_ZN7AccountC2Ex(ptr noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 100)
  %197 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN7Account7depositEx(ptr noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 250)
  %198 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN7Account7depositEx(ptr noundef nonnull align 8 dereferenceable(8) %197, i64 noundef -50)
  %199 = call noundef ptr @_ZN7AccountC2Ex(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef 1)
  %200 = call noundef i64 @_ZNK7Account5centsEv(ptr noundef nonnull align 8 dereferenceable(8) %25)
  %201 = call noundef i32 @_ZN7Account6openedEv()
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %200, i32 noundef %201)
  %203 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %27, i32 noundef 3)
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %205 = call noundef ptr @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %27) #2
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store i32 13, ptr %1, align 4
  %207 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %12) #2
  %208 = load i32, ptr %1, align 4
  ret i32 %208
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwj(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4RectC2EddPKc(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1, double noundef %2, ptr noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 4
  store ptr %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store ptr %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 4
  %10 = load ptr, ptr %8, align 4
  %11 = call noundef ptr @_ZN5ShapeC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %9, ptr noundef %10)
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %9, align 8
  %12 = getelementptr inbounds %struct.Rect, ptr %9, i32 0, i32 1
  %13 = load double, ptr %6, align 8
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Rect, ptr %9, i32 0, i32 2
  %15 = load double, ptr %7, align 8
  store double %15, ptr %14, align 8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6SquareC2Ed(ptr noundef nonnull returned align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 4
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = call noundef ptr @_ZN4RectC2EddPKc(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef %6, double noundef %7, ptr noundef @.str.18)
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6CircleC2Ed(ptr noundef nonnull returned align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 4
  %6 = call noundef ptr @_ZN5ShapeC2EPKc(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef @.str.19)
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV6Circle, i32 0, i32 0, i32 2), ptr %5, align 8
  %7 = getelementptr inbounds %struct.Circle, ptr %5, i32 0, i32 1
  %8 = load double, ptr %4, align 8
  store double %8, ptr %7, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNK5Shape8describeEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds ptr, ptr %6, i64 2
  %8 = load ptr, ptr %7, align 4
  %9 = call noundef double %8(ptr noundef nonnull align 4 dereferenceable(8) %3)
  %10 = load ptr, ptr %3, align 4
  %11 = getelementptr inbounds ptr, ptr %10, i64 3
  %12 = load ptr, ptr %11, align 4
  %13 = call noundef i32 %12(ptr noundef nonnull align 4 dereferenceable(8) %3)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %5, double noundef %9, i32 noundef %13)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6WidgetC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #2
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #2
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %7, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 10
  store i32 %7, ptr %5, align 4
  %8 = getelementptr inbounds i8, ptr %3, i32 8
  %9 = getelementptr inbounds %struct.Counted, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL4lazyv() #1 {
  %1 = load atomic i8, ptr @_ZGVZL4lazyvE1t acquire, align 4
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %10, !prof !6

4:                                                ; preds = %0
  %5 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL4lazyvE1t) #2
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %4
  %8 = call noundef ptr @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL4lazyvE1t, i32 noundef 99)
  %9 = call i32 @__cxa_atexit(ptr @_ZN6TracerD2Ev, ptr @_ZZL4lazyvE1t, ptr @__dso_handle) #2
  call void @__cxa_guard_release(ptr @_ZGVZL4lazyvE1t) #2
  br label %10

10:                                               ; preds = %7, %4, %0
  ret ptr @_ZZL4lazyvE1t
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Vec2 @_ZNK4Vec2plERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca %struct.Vec2, align 8
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fadd double %9, %12
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 4
  %18 = getelementptr inbounds %struct.Vec2, ptr %17, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fadd double %16, %19
  store double %20, ptr %14, align 8
  %21 = load %struct.Vec2, ptr %3, align 8
  ret %struct.Vec2 %21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Vec2 @_ZNK4Vec2mlEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #1 comdat align 2 {
  %3 = alloca %struct.Vec2, align 8
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %5, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %7, align 8
  %12 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %5, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %12, align 8
  %17 = load %struct.Vec2, ptr %3, align 8
  ret %struct.Vec2 %17
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZN4Vec2pLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %8
  store double %11, ptr %9, align 8
  %12 = load ptr, ptr %4, align 4
  %13 = getelementptr inbounds %struct.Vec2, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %16, %14
  store double %17, ptr %15, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 4
  %9 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 4
  %16 = getelementptr inbounds %struct.Vec2, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fcmp oeq double %14, %17
  br label %19

19:                                               ; preds = %12, %2
  %20 = phi i1 [ false, %2 ], [ %18, %12 ]
  ret i1 %20
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znaj(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7CounterC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZN7Counter4liveE, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZN7Counter4liveE, align 4
  store i32 %5, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7CounterD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZN7Counter4liveE, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZN7Counter4liveE, align 4
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvj(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7AccountC2Ex(ptr noundef nonnull returned align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Account, ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  %8 = load i32, ptr @_ZN7Account7opened_E, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZN7Account7opened_E, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN7Account7depositEx(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 4
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds %class.Account, ptr %5, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, ptr %7, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_ZNK7Account5centsEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Account, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  ret i64 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7Account6openedEv() #1 comdat align 2 {
  %1 = load i32, ptr @_ZN7Account7opened_E, align 4
  ret i32 %1
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  %5 = call noundef ptr @_ZN7CountedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #2
  %6 = call noundef ptr @_ZN5NamedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #2
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ShapeC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.17)
  %5 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #2
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #2
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 24) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %5)
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #12
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5Shape5sidesEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 0
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #2
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #2
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 24) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %3)
  ret double %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6CircleD2Ev(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #2
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5NamedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1
  store i32 7, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7CountedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK6Widget3whoEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.22
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6WidgetD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #2
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZThn8_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = tail call noundef i32 @_ZN6Widget4bumpEv(ptr noundef nonnull align 4 dereferenceable(16) %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZThn8_N6WidgetD1Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN6WidgetD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %5) #2
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N6WidgetD0Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN6WidgetD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %4) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK5Named3whoEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.21
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5NamedD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5NamedD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5NamedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #2
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7Counted4bumpEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7CountedD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7CountedD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7CountedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #2
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #2

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #2

; Function Attrs: noinline nounwind
define internal void @_GLOBAL__sub_I_classes.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  call void @__cxx_global_var_init.1()
  ret void
}

attributes #0 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
