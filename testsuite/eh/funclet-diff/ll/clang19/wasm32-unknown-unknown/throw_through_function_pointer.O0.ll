; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { ptr, i32 }
%class.anon = type { i8 }
%struct.Guard = type { ptr }

$_ZN5Calc2C2Ev = comdat any

$_ZN4Calc5plainEi = comdat any

$_ZN5Calc2D2Ev = comdat any

$_ZN5GuardC2EPKc = comdat any

$_ZN5GuardD2Ev = comdat any

$_ZN4CalcC2Ev = comdat any

$_ZN5Calc24virtEi = comdat any

$_ZN5Calc2D0Ev = comdat any

$_ZN4Calc4virtEi = comdat any

$_ZN4CalcD2Ev = comdat any

$_ZN4CalcD0Ev = comdat any

$_ZTV5Calc2 = comdat any

$_ZTS5Calc2 = comdat any

$_ZTS4Calc = comdat any

$_ZTI4Calc = comdat any

$_ZTI5Calc2 = comdat any

$_ZTV4Calc = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @_ZL5op_oki, ptr @_ZL9op_doublei], align 4
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @_ZL5op_oki, ptr @_ZL8op_throwi, ptr @_ZL9op_doublei], align 4
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Calc2, ptr @_ZN5Calc24virtEi, ptr @_ZN5Calc2D2Ev, ptr @_ZN5Calc2D0Ev] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Calc2 = linkonce_odr hidden constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Calc = linkonce_odr hidden constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Calc }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Calc2, ptr @_ZTI4Calc }, comdat, align 4
@_ZTV4Calc = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Calc, ptr @_ZN4Calc4virtEi, ptr @_ZN4CalcD2Ev, ptr @_ZN4CalcD0Ev] }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x ptr], align 4
  %3 = alloca [3 x ptr], align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Calc2, align 4
  %7 = alloca { i32, i32 }, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i32, i32 }, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  %12 = alloca %class.anon, align 1
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.ok_ops, i32 8, i1 false)
  %14 = getelementptr inbounds [2 x ptr], ptr %2, i32 0, i32 0
  %15 = call noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %14, i32 noundef 2, i32 noundef 3)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.bad_ops, i32 12, i1 false)
  %17 = getelementptr inbounds [3 x ptr], ptr %3, i32 0, i32 0
  %18 = invoke noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %17, i32 noundef 3, i32 noundef 3)
          to label %103 unwind label %19

19:                                               ; preds = %0
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @_ZTIi]
  %23 = call ptr @llvm.wasm.get.exception(token %22)
  store ptr %23, ptr %4, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %35

27:                                               ; preds = %21
  %28 = load ptr, ptr %4, align 4
  %29 = call ptr @__cxa_begin_catch(ptr %28) #9 [ "funclet"(token %22) ]
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %5, align 4
  %31 = load i32, ptr %5, align 4
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %31) [ "funclet"(token %22) ]
          to label %33 unwind label %104

33:                                               ; preds = %27
  call void @__cxa_end_catch() #9 [ "funclet"(token %22) ]
  catchret from %22 to label %34

34:                                               ; preds = %33
  br label %36

35:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %22) ]
  unreachable

36:                                               ; preds = %34, %103
  %37 = call noundef ptr @_ZN5Calc2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #9
  %38 = getelementptr inbounds %struct.Calc, ptr %6, i32 0, i32 1
  store i32 1000, ptr %38, align 4
  store { i32, i32 } { i32 ptrtoint (ptr @_ZN4Calc5plainEi to i32), i32 0 }, ptr %7, align 4
  %39 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %6, ptr noundef byval({ i32, i32 }) align 4 %7, i32 noundef 7)
          to label %102 unwind label %40

40:                                               ; preds = %36
  %41 = catchswitch within none [label %42] unwind label %112

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @_ZTIi]
  %44 = call ptr @llvm.wasm.get.exception(token %43)
  store ptr %44, ptr %4, align 4
  %45 = call i32 @llvm.wasm.get.ehselector(token %43)
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %56

48:                                               ; preds = %42
  %49 = load ptr, ptr %4, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #9 [ "funclet"(token %43) ]
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %8, align 4
  %52 = load i32, ptr %8, align 4
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %52) [ "funclet"(token %43) ]
          to label %54 unwind label %106

54:                                               ; preds = %48
  call void @__cxa_end_catch() #9 [ "funclet"(token %43) ]
  catchret from %43 to label %55

55:                                               ; preds = %54
  br label %57

56:                                               ; preds = %42
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %43) ]
          to label %115 unwind label %112

57:                                               ; preds = %55, %102
  store { i32, i32 } { i32 0, i32 1 }, ptr %9, align 4
  %58 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %6, ptr noundef byval({ i32, i32 }) align 4 %9, i32 noundef 8)
          to label %101 unwind label %59

59:                                               ; preds = %57
  %60 = catchswitch within none [label %61] unwind label %112

61:                                               ; preds = %59
  %62 = catchpad within %60 [ptr @_ZTIi]
  %63 = call ptr @llvm.wasm.get.exception(token %62)
  store ptr %63, ptr %4, align 4
  %64 = call i32 @llvm.wasm.get.ehselector(token %62)
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %75

67:                                               ; preds = %61
  %68 = load ptr, ptr %4, align 4
  %69 = call ptr @__cxa_begin_catch(ptr %68) #9 [ "funclet"(token %62) ]
  %70 = load i32, ptr %69, align 4
  store i32 %70, ptr %10, align 4
  %71 = load i32, ptr %10, align 4
  %72 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %71) [ "funclet"(token %62) ]
          to label %73 unwind label %108

73:                                               ; preds = %67
  call void @__cxa_end_catch() #9 [ "funclet"(token %62) ]
  catchret from %62 to label %74

74:                                               ; preds = %73
  br label %76

75:                                               ; preds = %61
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %62) ]
          to label %115 unwind label %112

76:                                               ; preds = %74, %101
  %77 = call noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %12) #9
  store ptr %77, ptr %11, align 4
  %78 = load ptr, ptr %11, align 4
  %79 = invoke noundef i32 %78(i32 noundef 41)
          to label %100 unwind label %80

80:                                               ; preds = %76
  %81 = catchswitch within none [label %82] unwind label %112

82:                                               ; preds = %80
  %83 = catchpad within %81 [ptr @_ZTIi]
  %84 = call ptr @llvm.wasm.get.exception(token %83)
  store ptr %84, ptr %4, align 4
  %85 = call i32 @llvm.wasm.get.ehselector(token %83)
  %86 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %87 = icmp eq i32 %85, %86
  br i1 %87, label %88, label %96

88:                                               ; preds = %82
  %89 = load ptr, ptr %4, align 4
  %90 = call ptr @__cxa_begin_catch(ptr %89) #9 [ "funclet"(token %83) ]
  %91 = load i32, ptr %90, align 4
  store i32 %91, ptr %13, align 4
  %92 = load i32, ptr %13, align 4
  %93 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %92) [ "funclet"(token %83) ]
          to label %94 unwind label %110

94:                                               ; preds = %88
  call void @__cxa_end_catch() #9 [ "funclet"(token %83) ]
  catchret from %83 to label %95

95:                                               ; preds = %94
  br label %97

96:                                               ; preds = %82
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %83) ]
          to label %115 unwind label %112

97:                                               ; preds = %95, %100
  store i32 0, ptr %1, align 4
  %98 = call noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #9
  %99 = load i32, ptr %1, align 4
  ret i32 %99

100:                                              ; preds = %76
  br label %97

101:                                              ; preds = %57
  br label %76

102:                                              ; preds = %36
  br label %57

103:                                              ; preds = %0
  br label %36

104:                                              ; preds = %27
  %105 = cleanuppad within %22 []
  call void @__cxa_end_catch() #9 [ "funclet"(token %105) ]
  cleanupret from %105 unwind to caller

106:                                              ; preds = %48
  %107 = cleanuppad within %43 []
  call void @__cxa_end_catch() #9 [ "funclet"(token %107) ]
  cleanupret from %107 unwind label %112

108:                                              ; preds = %67
  %109 = cleanuppad within %62 []
  call void @__cxa_end_catch() #9 [ "funclet"(token %109) ]
  cleanupret from %109 unwind label %112

110:                                              ; preds = %88
  %111 = cleanuppad within %83 []
  call void @__cxa_end_catch() #9 [ "funclet"(token %111) ]
  cleanupret from %111 unwind label %112

112:                                              ; preds = %96, %110, %80, %75, %108, %59, %56, %106, %40
  %113 = cleanuppad within none []
  %114 = call noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #9 [ "funclet"(token %113) ]
  cleanupret from %113 unwind to caller

115:                                              ; preds = %96, %75, %56
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #4 personality ptr @__gxx_wasm_personality_v0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = call noundef ptr @_ZN5GuardC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef @.str.5)
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 4
  %16 = load i32, ptr %8, align 4
  %17 = getelementptr inbounds ptr, ptr %15, i32 %16
  %18 = load ptr, ptr %17, align 4
  %19 = load i32, ptr %6, align 4
  %20 = invoke noundef i32 %18(i32 noundef %19)
          to label %21 unwind label %28

21:                                               ; preds = %14
  store i32 %20, ptr %6, align 4
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %8, align 4
  br label %10, !llvm.loop !2

25:                                               ; preds = %10
  %26 = load i32, ptr %6, align 4
  %27 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #9
  ret i32 %26

28:                                               ; preds = %14
  %29 = cleanuppad within none []
  %30 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #9 [ "funclet"(token %29) ]
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 4) #9
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %4, 100
  store i32 %5, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5Calc2C2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4CalcC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Calc2, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef byval({ i32, i32 }) align 4 %1, i32 noundef %2) #4 personality ptr @__gxx_wasm_personality_v0 {
  %4 = alloca ptr, align 4
  %5 = alloca { i32, i32 }, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = load { i32, i32 }, ptr %1, align 4
  store ptr %0, ptr %4, align 4
  store { i32, i32 } %8, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = call noundef ptr @_ZN5GuardC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef @.str.7)
  %10 = load ptr, ptr %4, align 4
  %11 = load { i32, i32 }, ptr %5, align 4
  %12 = extractvalue { i32, i32 } %11, 1
  %13 = ashr i32 %12, 1
  %14 = getelementptr inbounds i8, ptr %10, i32 %13
  %15 = extractvalue { i32, i32 } %11, 0
  %16 = and i32 %12, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %14, align 4
  %20 = getelementptr i8, ptr %19, i32 %15, !nosanitize !4
  %21 = load ptr, ptr %20, align 4, !nosanitize !4
  br label %24

22:                                               ; preds = %3
  %23 = inttoptr i32 %15 to ptr
  br label %24

24:                                               ; preds = %22, %18
  %25 = phi ptr [ %21, %18 ], [ %23, %22 ]
  %26 = load i32, ptr %6, align 4
  %27 = invoke noundef i32 %25(ptr noundef nonnull align 4 dereferenceable(8) %14, i32 noundef %26)
          to label %28 unwind label %30

28:                                               ; preds = %24
  %29 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #9
  ret i32 %27

30:                                               ; preds = %24
  %31 = cleanuppad within none []
  %32 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #9 [ "funclet"(token %31) ]
  cleanupret from %31 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #4 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %6, 5
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = call ptr @__cxa_allocate_exception(i32 4) #9
  %10 = getelementptr inbounds %struct.Calc, ptr %5, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #7
  unreachable

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  ret i32 %15
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5GuardC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %9) ]
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4CalcC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Calc, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call ptr @__cxa_allocate_exception(i32 4) #9
  %7 = load i32, ptr %4, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5Calc2D0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN4Calc4virtEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4CalcD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #8

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call ptr @__cxa_allocate_exception(i32 4) #9
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #7
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind memory(none) }
attributes #7 = { noreturn }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{}
