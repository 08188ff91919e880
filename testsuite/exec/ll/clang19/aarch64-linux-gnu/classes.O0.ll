; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Tracer = type { i32 }
%struct.Vec2 = type { double, double }
%struct.Widget = type { %struct.Named.base, [4 x i8], %struct.Counted.base, [4 x i8] }
%struct.Named.base = type <{ ptr, i32 }>
%struct.Counted.base = type <{ ptr, i32 }>
%class.Account = type { i64 }
%struct.Named = type <{ ptr, i32, [4 x i8] }>
%struct.Counted = type <{ ptr, i32, [4 x i8] }>
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
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Rect, ptr @_ZN4RectD2Ev, ptr @_ZN4RectD0Ev, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect5sidesEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI4Rect = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Rect, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK5Shape5sidesEv] }, comdat, align 8
@.str.16 = private unnamed_addr constant [14 x i8] c"  ~Shape(%s)\0A\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"  ~Rect\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv, ptr @_ZNK4Rect5sidesEv] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI4Rect }, comdat, align 8
@.str.19 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Circle, ptr @_ZN6CircleD2Ev, ptr @_ZN6CircleD0Ev, ptr @_ZNK6Circle4areaEv, ptr @_ZNK5Shape5sidesEv] }, comdat, align 8
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Circle, ptr @_ZTI5Shape }, comdat, align 8
@.str.20 = private unnamed_addr constant [25 x i8] c"%s: area %.2f, %d sides\0A\00", align 1
@_ZTV6Widget = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Widget, ptr @_ZNK6Widget3whoEv, ptr @_ZN6WidgetD2Ev, ptr @_ZN6WidgetD0Ev, ptr @_ZN6Widget4bumpEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI6Widget, ptr @_ZThn16_N6Widget4bumpEv, ptr @_ZThn16_N6WidgetD1Ev, ptr @_ZThn16_N6WidgetD0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS6Widget = linkonce_odr dso_local constant [8 x i8] c"6Widget\00", comdat, align 1
@_ZTS5Named = linkonce_odr dso_local constant [7 x i8] c"5Named\00", comdat, align 1
@_ZTI5Named = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Named }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Counted }, comdat, align 8
@_ZTI6Widget = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS6Widget, i32 0, i32 2, ptr @_ZTI5Named, i64 2, ptr @_ZTI7Counted, i64 4098 }, comdat, align 8
@_ZTV5Named = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Named, ptr @_ZNK5Named3whoEv, ptr @_ZN5NamedD2Ev, ptr @_ZN5NamedD0Ev] }, comdat, align 8
@.str.21 = private unnamed_addr constant [6 x i8] c"named\00", align 1
@_ZTV7Counted = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Counted, ptr @_ZN7Counted4bumpEv, ptr @_ZN7CountedD2Ev, ptr @_ZN7CountedD0Ev] }, comdat, align 8
@.str.22 = private unnamed_addr constant [7 x i8] c"widget\00", align 1
@_ZZL4lazyvE1t = internal global %struct.Tracer zeroinitializer, align 4
@_ZGVZL4lazyvE1t = internal global i64 0, align 8
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_classes.cpp, ptr null }]

; Function Attrs: noinline nounwind uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @global_a, i32 noundef 1)
  %1 = call i32 @__cxa_atexit(ptr @_ZN6TracerD2Ev, ptr @global_a, ptr @__dso_handle) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %5)
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #2

; Function Attrs: noinline nounwind uwtable
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" {
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @global_b, i32 noundef 2)
  %1 = call i32 @__cxa_atexit(ptr @_ZN6TracerD2Ev, ptr @global_b, ptr @__dso_handle) #2
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind optnone uwtable
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 8
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca %struct.Widget, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca %struct.Vec2, align 8
  %19 = alloca %struct.Vec2, align 8
  %20 = alloca %struct.Vec2, align 8
  %21 = alloca %struct.Vec2, align 8
  %22 = alloca %struct.Vec2, align 8
  %23 = alloca %struct.Vec2, align 8
  %24 = alloca ptr, align 8
  %25 = alloca %class.Account, align 8
  %26 = alloca %class.Account, align 8
  %27 = alloca %struct.Tracer, align 4
  store i32 0, ptr %1, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %29 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #10
  call void @_ZN4RectC2EddPKc(ptr noundef nonnull align 8 dereferenceable(32) %29, double noundef 3.000000e+00, double noundef 4.000000e+00, ptr noundef @.str.2)
  store ptr %29, ptr %2, align 8
  %30 = getelementptr inbounds ptr, ptr %2, i64 1
  %31 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #10
  call void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(32) %31, double noundef 2.500000e+00)
  store ptr %31, ptr %30, align 8
  %32 = getelementptr inbounds ptr, ptr %2, i64 2
  %33 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #10
  call void @_ZN6CircleC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %33, double noundef 1.000000e+00)
  store ptr %33, ptr %32, align 8
  %34 = getelementptr inbounds ptr, ptr %2, i64 3
  %35 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #10
  call void @_ZN4RectC2EddPKc(ptr noundef nonnull align 8 dereferenceable(32) %35, double noundef 5.000000e-01, double noundef 8.000000e+00, ptr noundef @.str.2)
  store ptr %35, ptr %34, align 8
  store double 0.000000e+00, ptr %3, align 8
  store ptr %2, ptr %4, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds [4 x ptr], ptr %36, i64 0, i64 0
  store ptr %37, ptr %5, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds [4 x ptr], ptr %38, i64 0, i64 0
  %40 = getelementptr inbounds ptr, ptr %39, i64 4
  store ptr %40, ptr %6, align 8
  br label %41

41:                                               ; preds = %56, %0
  %42 = load ptr, ptr %5, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = icmp ne ptr %42, %43
  br i1 %44, label %45, label %59

45:                                               ; preds = %41
  %46 = load ptr, ptr %5, align 8
  %47 = load ptr, ptr %46, align 8
  store ptr %47, ptr %7, align 8
  %48 = load ptr, ptr %7, align 8
  call void @_ZNK5Shape8describeEv(ptr noundef nonnull align 8 dereferenceable(16) %48)
  %49 = load ptr, ptr %7, align 8
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds ptr, ptr %50, i64 2
  %52 = load ptr, ptr %51, align 8
  %53 = call noundef double %52(ptr noundef nonnull align 8 dereferenceable(16) %49)
  %54 = load double, ptr %3, align 8
  %55 = fadd double %54, %53
  store double %55, ptr %3, align 8
  br label %56

56:                                               ; preds = %45
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds ptr, ptr %57, i32 1
  store ptr %58, ptr %5, align 8
  br label %41

59:                                               ; preds = %41
  %60 = load double, ptr %3, align 8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %60)
  store ptr %2, ptr %8, align 8
  %62 = load ptr, ptr %8, align 8
  %63 = getelementptr inbounds [4 x ptr], ptr %62, i64 0, i64 0
  store ptr %63, ptr %9, align 8
  %64 = load ptr, ptr %8, align 8
  %65 = getelementptr inbounds [4 x ptr], ptr %64, i64 0, i64 0
  %66 = getelementptr inbounds ptr, ptr %65, i64 4
  store ptr %66, ptr %10, align 8
  br label %67

67:                                               ; preds = %81, %59
  %68 = load ptr, ptr %9, align 8
  %69 = load ptr, ptr %10, align 8
  %70 = icmp ne ptr %68, %69
  br i1 %70, label %71, label %84

71:                                               ; preds = %67
  %72 = load ptr, ptr %9, align 8
  %73 = load ptr, ptr %72, align 8
  store ptr %73, ptr %11, align 8
  %74 = load ptr, ptr %11, align 8
  %75 = icmp eq ptr %74, null
  br i1 %75, label %80, label %76

76:                                               ; preds = %71
  %77 = load ptr, ptr %74, align 8
  %78 = getelementptr inbounds ptr, ptr %77, i64 1
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr noundef nonnull align 8 dereferenceable(16) %74) #2
  br label %80

80:                                               ; preds = %76, %71
  br label %81

81:                                               ; preds = %80
  %82 = load ptr, ptr %9, align 8
  %83 = getelementptr inbounds ptr, ptr %82, i32 1
  store ptr %83, ptr %9, align 8
  br label %67

84:                                               ; preds = %67
  call void @_ZN6WidgetC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %12) #2
  store ptr %12, ptr %13, align 8
  %85 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %85, ptr %14, align 8
  %86 = load ptr, ptr %14, align 8
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr inbounds ptr, ptr %87, i64 0
  %89 = load ptr, ptr %88, align 8
  %90 = call noundef i32 %89(ptr noundef nonnull align 8 dereferenceable(12) %86)
  store i32 %90, ptr %15, align 4
  %91 = call noundef i32 @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %12)
  store i32 %91, ptr %16, align 4
  %92 = load ptr, ptr %13, align 8
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds ptr, ptr %93, i64 0
  %95 = load ptr, ptr %94, align 8
  %96 = call noundef ptr %95(ptr noundef nonnull align 8 dereferenceable(12) %92)
  %97 = load ptr, ptr %13, align 8
  %98 = getelementptr inbounds %struct.Named, ptr %97, i32 0, i32 1
  %99 = load i32, ptr %98, align 8
  %100 = load i32, ptr %15, align 4
  %101 = load i32, ptr %16, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %96, i32 noundef %99, i32 noundef %100, i32 noundef %101)
  %103 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #10
  call void @_ZN6WidgetC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %103) #2
  %104 = icmp eq ptr %103, null
  br i1 %104, label %107, label %105

105:                                              ; preds = %84
  %106 = getelementptr inbounds i8, ptr %103, i64 16
  br label %107

107:                                              ; preds = %105, %84
  %108 = phi ptr [ %106, %105 ], [ null, %84 ]
  store ptr %108, ptr %17, align 8
  %109 = load ptr, ptr %17, align 8
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr inbounds ptr, ptr %110, i64 0
  %112 = load ptr, ptr %111, align 8
  %113 = call noundef i32 %112(ptr noundef nonnull align 8 dereferenceable(12) %109)
  %114 = load ptr, ptr %17, align 8
  %115 = getelementptr inbounds %struct.Counted, ptr %114, i32 0, i32 1
  %116 = load i32, ptr %115, align 8
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %116)
  %118 = load ptr, ptr %17, align 8
  %119 = icmp eq ptr %118, null
  br i1 %119, label %124, label %120

120:                                              ; preds = %107
  %121 = load ptr, ptr %118, align 8
  %122 = getelementptr inbounds ptr, ptr %121, i64 2
  %123 = load ptr, ptr %122, align 8
  call void %123(ptr noundef nonnull align 8 dereferenceable(12) %118) #2
  br label %124

124:                                              ; preds = %120, %107
  %125 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZL4lazyv()
  %126 = getelementptr inbounds %struct.Tracer, ptr %125, i32 0, i32 0
  %127 = load i32, ptr %126, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %127)
  %129 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZL4lazyv()
  %130 = getelementptr inbounds %struct.Tracer, ptr %129, i32 0, i32 0
  %131 = load i32, ptr %130, align 4
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %131)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 @__const.main.a, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.b, i64 16, i1 false)
  %133 = call %struct.Vec2 @_ZNK4Vec2plERKS_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %19)
  %134 = getelementptr inbounds %struct.Vec2, ptr %21, i32 0, i32 0
  %135 = extractvalue %struct.Vec2 %133, 0
  store double %135, ptr %134, align 8
  %136 = getelementptr inbounds %struct.Vec2, ptr %21, i32 0, i32 1
  %137 = extractvalue %struct.Vec2 %133, 1
  store double %137, ptr %136, align 8
  %138 = call %struct.Vec2 @_ZNK4Vec2mlEd(ptr noundef nonnull align 8 dereferenceable(16) %21, double noundef 2.000000e+00)
  %139 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 0
  %140 = extractvalue %struct.Vec2 %138, 0
  store double %140, ptr %139, align 8
  %141 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 1
  %142 = extractvalue %struct.Vec2 %138, 1
  store double %142, ptr %141, align 8
  %143 = getelementptr inbounds %struct.Vec2, ptr %22, i32 0, i32 0
  store double 1.000000e+00, ptr %143, align 8
  %144 = getelementptr inbounds %struct.Vec2, ptr %22, i32 0, i32 1
  store double 1.000000e+00, ptr %144, align 8
  %145 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZN4Vec2pLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %22)
  %146 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 0
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds %struct.Vec2, ptr %20, i32 0, i32 1
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds %struct.Vec2, ptr %23, i32 0, i32 0
  store double 4.000000e+00, ptr %150, align 8
  %151 = getelementptr inbounds %struct.Vec2, ptr %23, i32 0, i32 1
  store double 3.000000e+00, ptr %151, align 8
  %152 = call noundef i1 @_ZNK4Vec2eqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %23)
  %153 = zext i1 %152 to i32
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %147, double noundef %149, i32 noundef %153)
  %155 = call noalias noundef nonnull ptr @_Znam(i64 noundef 28) #10
  store i64 5, ptr %155, align 8
  %156 = getelementptr inbounds i8, ptr %155, i64 8
  %157 = getelementptr inbounds %struct.Counter, ptr %156, i64 5
  br label %158

158:                                              ; preds = %158, %124
  %159 = phi ptr [ %156, %124 ], [ %160, %158 ]
  call void @_ZN7CounterC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %159)
  %160 = getelementptr inbounds %struct.Counter, ptr %159, i64 1
  %161 = icmp eq ptr %160, %157
  br i1 %161, label %162, label %158

162:                                              ; preds = %158
  store ptr %156, ptr %24, align 8
  %163 = load i32, ptr @_ZN7Counter4liveE, align 4
  %164 = load ptr, ptr %24, align 8
  %165 = getelementptr inbounds %struct.Counter, ptr %164, i64 4
  %166 = getelementptr inbounds %struct.Counter, ptr %165, i32 0, i32 0
  %167 = load i32, ptr %166, align 4
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %163, i32 noundef %167)
  %169 = load ptr, ptr %24, align 8
  %170 = icmp eq ptr %169, null
  br i1 %170, label %183, label %171

171:                                              ; preds = %162
  %172 = getelementptr inbounds i8, ptr %169, i64 -8
  %173 = load i64, ptr %172, align 4
  %174 = getelementptr inbounds %struct.Counter, ptr %169, i64 %173
  %175 = icmp eq ptr %169, %174
  br i1 %175, label %180, label %176

176:                                              ; preds = %176, %171
  %177 = phi ptr [ %174, %171 ], [ %178, %176 ]
  %178 = getelementptr inbounds %struct.Counter, ptr %177, i64 -1
  call void @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %178) #2
  %179 = icmp eq ptr %178, %169
  br i1 %179, label %180, label %176

180:                                              ; preds = %176, %171
  %181 = mul i64 4, %173
  %182 = add i64 %181, 8
  call void @_ZdaPvm(ptr noundef %172, i64 noundef %182) #11
  br label %183

183:                                              ; preds = %180, %162
  %184 = load i32, ptr @_ZN7Counter4liveE, align 4
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %184)
  call void @_ZN7AccountC2Ex(ptr noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 100)
  %186 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN7Account7depositEx(ptr noundef nonnull align 8 dereferenceable(8) %25, i64 noundef 250)
  %187 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN7Account7depositEx(ptr noundef nonnull align 8 dereferenceable(8) %186, i64 noundef -50)
  call void @_ZN7AccountC2Ex(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef 1)
  %188 = call noundef i64 @_ZNK7Account5centsEv(ptr noundef nonnull align 8 dereferenceable(8) %25)
  %189 = call noundef i32 @_ZN7Account6openedEv()
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %188, i32 noundef %189)
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %27, i32 noundef 3)
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %27) #2
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store i32 13, ptr %1, align 4
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %12) #2
  %193 = load i32, ptr %1, align 4
  ret i32 %193
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectC2EddPKc(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef %1, double noundef %2, ptr noundef %3) unnamed_addr #1 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %8, align 8
  call void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef %10)
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %9, align 8
  %11 = getelementptr inbounds %struct.Rect, ptr %9, i32 0, i32 1
  %12 = load double, ptr %6, align 8
  store double %12, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Rect, ptr %9, i32 0, i32 2
  %14 = load double, ptr %7, align 8
  store double %14, ptr %13, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  call void @_ZN4RectC2EddPKc(ptr noundef nonnull align 8 dereferenceable(32) %5, double noundef %6, double noundef %7, ptr noundef @.str.18)
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleC2Ed(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef @.str.19)
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV6Circle, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Circle, ptr %5, i32 0, i32 1
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK5Shape8describeEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds ptr, ptr %6, i64 2
  %8 = load ptr, ptr %7, align 8
  %9 = call noundef double %8(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds ptr, ptr %10, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = call noundef i32 %12(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %5, double noundef %9, i32 noundef %13)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5NamedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN7CountedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #2
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 0, i32 2), ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV6Widget, i32 0, i32 1, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = getelementptr inbounds %struct.Counted, ptr %4, i32 0, i32 1
  %6 = load i32, ptr %5, align 8
  %7 = add nsw i32 %6, 10
  store i32 %7, ptr %5, align 8
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds %struct.Counted, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 4 dereferenceable(4) ptr @_ZL4lazyv() #1 {
  %1 = load atomic i8, ptr @_ZGVZL4lazyvE1t acquire, align 8
  %2 = and i8 %1, 1
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %9, !prof !6

4:                                                ; preds = %0
  %5 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL4lazyvE1t) #2
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  call void @_ZN6TracerC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL4lazyvE1t, i32 noundef 99)
  %8 = call i32 @__cxa_atexit(ptr @_ZN6TracerD2Ev, ptr @_ZZL4lazyvE1t, ptr @__dso_handle) #2
  call void @__cxa_guard_release(ptr @_ZGVZL4lazyvE1t) #2
  br label %9

9:                                                ; preds = %7, %4, %0
  ret ptr @_ZZL4lazyvE1t
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local %struct.Vec2 @_ZNK4Vec2plERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat {
  %3 = alloca %struct.Vec2, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fadd double %9, %12
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Vec2, ptr %17, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fadd double %16, %19
  store double %20, ptr %14, align 8
  %21 = load %struct.Vec2, ptr %3, align 8
  ret %struct.Vec2 %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local %struct.Vec2 @_ZNK4Vec2mlEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #1 comdat {
  %3 = alloca %struct.Vec2, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZN4Vec2pLERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Vec2, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %8
  store double %11, ptr %9, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.Vec2, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %16, %14
  store double %17, ptr %15, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i1 @_ZNK4Vec2eqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Vec2, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fcmp oeq double %14, %17
  br label %19

19:                                               ; preds = %12, %2
  %20 = phi i1 [ false, %2 ], [ %18, %12 ]
  ret i1 %20
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZN7Counter4liveE, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZN7Counter4liveE, align 4
  store i32 %5, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZN7Counter4liveE, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZN7Counter4liveE, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7AccountC2Ex(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Account, ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  %8 = load i32, ptr @_ZN7Account7opened_E, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZN7Account7opened_E, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN7Account7depositEx(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds %class.Account, ptr %5, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %8, %6
  store i64 %9, ptr %7, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK7Account5centsEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Account, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  ret i64 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Account6openedEv() #1 comdat {
  %1 = load i32, ptr @_ZN7Account7opened_E, align 4
  ret i32 %1
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN7CountedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #2
  call void @_ZN5NamedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2EPKc(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Rect, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.17)
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #2
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #12
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Shape5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i32 0
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #2
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(32) %3)
  ret double %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #2
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 24) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %5 = load double, ptr %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, ptr %3, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Named, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Named, ptr %3, i32 0, i32 1
  store i32 7, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV7Counted, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Widget3whoEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %3) #2
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZThn16_N6Widget4bumpEv(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  %5 = tail call noundef i32 @_ZN6Widget4bumpEv(ptr noundef nonnull align 8 dereferenceable(28) %4)
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD1Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %4) #2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N6WidgetD0Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN6WidgetD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %4) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Named3whoEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NamedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5NamedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #2
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7Counted4bumpEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counted, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 8
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7CountedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #2
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #11
  ret void
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #2

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #2

; Function Attrs: noinline nounwind uwtable
define internal void @_GLOBAL__sub_I_classes.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  call void @__cxx_global_var_init.1()
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
