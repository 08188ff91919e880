; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { ptr, i32 }
%class.anon = type { i8 }
%struct.Guard = type { ptr }

$_ZN5Calc2C2Ev = comdat any

$_ZN4Calc5plainEi = comdat any

$_ZN5Calc2D2Ev = comdat any

$_ZN5GuardC2EPKc = comdat any

$_ZN5GuardD2Ev = comdat any

$__clang_call_terminate = comdat any

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
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Calc2, ptr @_ZN5Calc24virtEi, ptr @_ZN5Calc2D2Ev, ptr @_ZN5Calc2D0Ev] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Calc }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Calc2, ptr @_ZTI4Calc }, comdat, align 4
@_ZTV4Calc = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Calc, ptr @_ZN4Calc4virtEi, ptr @_ZN4CalcD2Ev, ptr @_ZN4CalcD0Ev] }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x ptr], align 4
  %3 = alloca [3 x ptr], align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Calc2, align 4
  %8 = alloca { i32, i32 }, align 4
  %9 = alloca i32, align 4
  %10 = alloca { i32, i32 }, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca %class.anon, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.ok_ops, i32 8, i1 false)
  %15 = getelementptr inbounds [2 x ptr], ptr %2, i32 0, i32 0
  %16 = call noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %15, i32 noundef 2, i32 noundef 3)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.bad_ops, i32 12, i1 false)
  %18 = getelementptr inbounds [3 x ptr], ptr %3, i32 0, i32 0
  %19 = invoke noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %18, i32 noundef 3, i32 noundef 3)
          to label %20 unwind label %21

20:                                               ; preds = %0
  br label %36

21:                                               ; preds = %0
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %4, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %5, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %5, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %117

29:                                               ; preds = %25
  %30 = load ptr, ptr %4, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #8
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %6, align 4
  %33 = load i32, ptr %6, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
          to label %35 unwind label %42

35:                                               ; preds = %29
  call void @__cxa_end_catch() #8
  br label %36

36:                                               ; preds = %35, %20
  %37 = call noundef ptr @_ZN5Calc2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #8
  %38 = getelementptr inbounds %struct.Calc, ptr %7, i32 0, i32 1
  store i32 1000, ptr %38, align 4
  store { i32, i32 } { i32 ptrtoint (ptr @_ZN4Calc5plainEi to i32), i32 0 }, ptr %8, align 4
  %39 = load [2 x i32], ptr %8, align 4
  %40 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %7, [2 x i32] %39, i32 noundef 7)
          to label %41 unwind label %46

41:                                               ; preds = %36
  br label %61

42:                                               ; preds = %29
  %43 = landingpad { ptr, i32 }
          cleanup
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %4, align 4
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %117

46:                                               ; preds = %36
  %47 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %48 = extractvalue { ptr, i32 } %47, 0
  store ptr %48, ptr %4, align 4
  %49 = extractvalue { ptr, i32 } %47, 1
  store i32 %49, ptr %5, align 4
  br label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %5, align 4
  %52 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %115

54:                                               ; preds = %50
  %55 = load ptr, ptr %4, align 4
  %56 = call ptr @__cxa_begin_catch(ptr %55) #8
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %9, align 4
  %58 = load i32, ptr %9, align 4
  %59 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58)
          to label %60 unwind label %65

60:                                               ; preds = %54
  call void @__cxa_end_catch() #8
  br label %61

61:                                               ; preds = %60, %41
  store { i32, i32 } { i32 0, i32 1 }, ptr %10, align 4
  %62 = load [2 x i32], ptr %10, align 4
  %63 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %7, [2 x i32] %62, i32 noundef 8)
          to label %64 unwind label %69

64:                                               ; preds = %61
  br label %84

65:                                               ; preds = %54
  %66 = landingpad { ptr, i32 }
          cleanup
  %67 = extractvalue { ptr, i32 } %66, 0
  store ptr %67, ptr %4, align 4
  %68 = extractvalue { ptr, i32 } %66, 1
  store i32 %68, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %115

69:                                               ; preds = %61
  %70 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %4, align 4
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %5, align 4
  br label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %5, align 4
  %75 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %76 = icmp eq i32 %74, %75
  br i1 %76, label %77, label %115

77:                                               ; preds = %73
  %78 = load ptr, ptr %4, align 4
  %79 = call ptr @__cxa_begin_catch(ptr %78) #8
  %80 = load i32, ptr %79, align 4
  store i32 %80, ptr %11, align 4
  %81 = load i32, ptr %11, align 4
  %82 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %81)
          to label %83 unwind label %89

83:                                               ; preds = %77
  call void @__cxa_end_catch() #8
  br label %84

84:                                               ; preds = %83, %64
  %85 = call noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %13) #8
  store ptr %85, ptr %12, align 4
  %86 = load ptr, ptr %12, align 4
  %87 = invoke noundef i32 %86(i32 noundef 41)
          to label %88 unwind label %93

88:                                               ; preds = %84
  br label %108

89:                                               ; preds = %77
  %90 = landingpad { ptr, i32 }
          cleanup
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %4, align 4
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %115

93:                                               ; preds = %84
  %94 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %4, align 4
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %5, align 4
  br label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %5, align 4
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %115

101:                                              ; preds = %97
  %102 = load ptr, ptr %4, align 4
  %103 = call ptr @__cxa_begin_catch(ptr %102) #8
  %104 = load i32, ptr %103, align 4
  store i32 %104, ptr %14, align 4
  %105 = load i32, ptr %14, align 4
  %106 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %105)
          to label %107 unwind label %111

107:                                              ; preds = %101
  call void @__cxa_end_catch() #8
  br label %108

108:                                              ; preds = %107, %88
  store i32 0, ptr %1, align 4
  %109 = call noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #8
  %110 = load i32, ptr %1, align 4
  ret i32 %110

111:                                              ; preds = %101
  %112 = landingpad { ptr, i32 }
          cleanup
  %113 = extractvalue { ptr, i32 } %112, 0
  store ptr %113, ptr %4, align 4
  %114 = extractvalue { ptr, i32 } %112, 1
  store i32 %114, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %115

115:                                              ; preds = %111, %97, %89, %73, %65, %50
  %116 = call noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #8
  br label %117

117:                                              ; preds = %115, %42, %25
  %118 = load ptr, ptr %4, align 4
  %119 = load i32, ptr %5, align 4
  %120 = insertvalue { ptr, i32 } poison, ptr %118, 0
  %121 = insertvalue { ptr, i32 } %120, i32 %119, 1
  resume { ptr, i32 } %121
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
define internal noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #4 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = call noundef ptr @_ZN5GuardC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef @.str.5)
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %24, %3
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %32

16:                                               ; preds = %12
  %17 = load ptr, ptr %4, align 4
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds ptr, ptr %17, i32 %18
  %20 = load ptr, ptr %19, align 4
  %21 = load i32, ptr %6, align 4
  %22 = invoke noundef i32 %20(i32 noundef %21)
          to label %23 unwind label %27

23:                                               ; preds = %16
  store i32 %22, ptr %6, align 4
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %12, !llvm.loop !6

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %9, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %10, align 4
  %31 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #8
  br label %35

32:                                               ; preds = %12
  %33 = load i32, ptr %6, align 4
  %34 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #8
  ret i32 %33

35:                                               ; preds = %27
  %36 = load ptr, ptr %9, align 4
  %37 = load i32, ptr %10, align 4
  %38 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %39 = insertvalue { ptr, i32 } %38, i32 %37, 1
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 4) #8
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %4, 100
  store i32 %5, ptr %3, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5Calc2C2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4CalcC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Calc2, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1, i32 noundef %2) #4 personality ptr @__gxx_personality_v0 {
  %4 = alloca { i32, i32 }, align 4
  %5 = alloca ptr, align 4
  %6 = alloca { i32, i32 }, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Guard, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  store [2 x i32] %1, ptr %4, align 4
  %11 = load { i32, i32 }, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  store { i32, i32 } %11, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %12 = call noundef ptr @_ZN5GuardC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef @.str.7)
  %13 = load ptr, ptr %5, align 4
  %14 = load { i32, i32 }, ptr %6, align 4
  %15 = extractvalue { i32, i32 } %14, 1
  %16 = ashr i32 %15, 1
  %17 = getelementptr inbounds i8, ptr %13, i32 %16
  %18 = extractvalue { i32, i32 } %14, 0
  %19 = and i32 %15, 1
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %3
  %22 = load ptr, ptr %17, align 4
  %23 = getelementptr i8, ptr %22, i32 %18, !nosanitize !8
  %24 = load ptr, ptr %23, align 4, !nosanitize !8
  br label %27

25:                                               ; preds = %3
  %26 = inttoptr i32 %18 to ptr
  br label %27

27:                                               ; preds = %25, %21
  %28 = phi ptr [ %24, %21 ], [ %26, %25 ]
  %29 = load i32, ptr %7, align 4
  %30 = invoke noundef i32 %28(ptr noundef nonnull align 4 dereferenceable(8) %17, i32 noundef %29)
          to label %31 unwind label %33

31:                                               ; preds = %27
  %32 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #8
  ret i32 %30

33:                                               ; preds = %27
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = extractvalue { ptr, i32 } %34, 0
  store ptr %35, ptr %9, align 4
  %36 = extractvalue { ptr, i32 } %34, 1
  store i32 %36, ptr %10, align 4
  %37 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #8
  br label %38

38:                                               ; preds = %33
  %39 = load ptr, ptr %9, align 4
  %40 = load i32, ptr %10, align 4
  %41 = insertvalue { ptr, i32 } poison, ptr %39, 0
  %42 = insertvalue { ptr, i32 } %41, i32 %40, 1
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #4 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %6, 5
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = call ptr @__cxa_allocate_exception(i32 4) #8
  %10 = getelementptr inbounds %struct.Calc, ptr %5, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %9, align 8
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #9
  unreachable

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  ret i32 %15
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5GuardC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4CalcC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Calc, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call ptr @__cxa_allocate_exception(i32 4) #8
  %7 = load i32, ptr %4, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %6, align 8
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5Calc2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4Calc4virtEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4CalcD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4CalcD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #4 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call ptr @__cxa_allocate_exception(i32 4) #8
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 8
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{}
