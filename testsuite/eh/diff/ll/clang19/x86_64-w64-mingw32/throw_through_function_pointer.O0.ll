; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Calc2 = type { %struct.Calc.base, [4 x i8] }
%struct.Calc.base = type <{ ptr, i32 }>
%class.anon = type { i8 }
%struct.Calc = type <{ ptr, i32, [4 x i8] }>
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

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @_ZL5op_oki, ptr @_ZL9op_doublei], align 16
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @_ZL5op_oki, ptr @_ZL8op_throwi, ptr @_ZL9op_doublei], align 16
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Calc2, ptr @_ZN5Calc24virtEi, ptr @_ZN5Calc2D2Ev, ptr @_ZN5Calc2D0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Calc }, comdat, align 8
@_ZTI5Calc2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Calc2, ptr @_ZTI4Calc }, comdat, align 8
@_ZTV4Calc = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Calc, ptr @_ZN4Calc4virtEi, ptr @_ZN4CalcD2Ev, ptr @_ZN4CalcD0Ev] }, comdat, align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x ptr], align 16
  %3 = alloca [3 x ptr], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Calc2, align 8
  %8 = alloca { i64, i64 }, align 8
  %9 = alloca i32, align 4
  %10 = alloca { i64, i64 }, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca %class.anon, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.ok_ops, i64 16, i1 false)
  %15 = getelementptr inbounds [2 x ptr], ptr %2, i64 0, i64 0
  %16 = call noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %15, i32 noundef 2, i32 noundef 3)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.bad_ops, i64 24, i1 false)
  %18 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 0
  %19 = invoke noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %18, i32 noundef 3, i32 noundef 3)
          to label %20 unwind label %21

20:                                               ; preds = %0
  br label %36

21:                                               ; preds = %0
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %4, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %5, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %5, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %112

29:                                               ; preds = %25
  %30 = load ptr, ptr %4, align 8
  %31 = call ptr @__cxa_begin_catch(ptr %30) #8
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %6, align 4
  %33 = load i32, ptr %6, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
          to label %35 unwind label %40

35:                                               ; preds = %29
  call void @__cxa_end_catch() #8
  br label %36

36:                                               ; preds = %35, %20
  call void @_ZN5Calc2C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #8
  %37 = getelementptr inbounds %struct.Calc, ptr %7, i32 0, i32 1
  store i32 1000, ptr %37, align 8
  store { i64, i64 } { i64 ptrtoint (ptr @_ZN4Calc5plainEi to i64), i64 0 }, ptr %8, align 8
  %38 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef %8, i32 noundef 7)
          to label %39 unwind label %44

39:                                               ; preds = %36
  br label %59

40:                                               ; preds = %29
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %4, align 8
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %112

44:                                               ; preds = %36
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %4, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %5, align 4
  br label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %5, align 4
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %111

52:                                               ; preds = %48
  %53 = load ptr, ptr %4, align 8
  %54 = call ptr @__cxa_begin_catch(ptr %53) #8
  %55 = load i32, ptr %54, align 4
  store i32 %55, ptr %9, align 4
  %56 = load i32, ptr %9, align 4
  %57 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %56)
          to label %58 unwind label %62

58:                                               ; preds = %52
  call void @__cxa_end_catch() #8
  br label %59

59:                                               ; preds = %58, %39
  store { i64, i64 } { i64 1, i64 0 }, ptr %10, align 8
  %60 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef %10, i32 noundef 8)
          to label %61 unwind label %66

61:                                               ; preds = %59
  br label %81

62:                                               ; preds = %52
  %63 = landingpad { ptr, i32 }
          cleanup
  %64 = extractvalue { ptr, i32 } %63, 0
  store ptr %64, ptr %4, align 8
  %65 = extractvalue { ptr, i32 } %63, 1
  store i32 %65, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %111

66:                                               ; preds = %59
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %68 = extractvalue { ptr, i32 } %67, 0
  store ptr %68, ptr %4, align 8
  %69 = extractvalue { ptr, i32 } %67, 1
  store i32 %69, ptr %5, align 4
  br label %70

70:                                               ; preds = %66
  %71 = load i32, ptr %5, align 4
  %72 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %73 = icmp eq i32 %71, %72
  br i1 %73, label %74, label %111

74:                                               ; preds = %70
  %75 = load ptr, ptr %4, align 8
  %76 = call ptr @__cxa_begin_catch(ptr %75) #8
  %77 = load i32, ptr %76, align 4
  store i32 %77, ptr %11, align 4
  %78 = load i32, ptr %11, align 4
  %79 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %78)
          to label %80 unwind label %86

80:                                               ; preds = %74
  call void @__cxa_end_catch() #8
  br label %81

81:                                               ; preds = %80, %61
  %82 = call noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %13) #8
  store ptr %82, ptr %12, align 8
  %83 = load ptr, ptr %12, align 8
  %84 = invoke noundef i32 %83(i32 noundef 41)
          to label %85 unwind label %90

85:                                               ; preds = %81
  br label %105

86:                                               ; preds = %74
  %87 = landingpad { ptr, i32 }
          cleanup
  %88 = extractvalue { ptr, i32 } %87, 0
  store ptr %88, ptr %4, align 8
  %89 = extractvalue { ptr, i32 } %87, 1
  store i32 %89, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %111

90:                                               ; preds = %81
  %91 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %92 = extractvalue { ptr, i32 } %91, 0
  store ptr %92, ptr %4, align 8
  %93 = extractvalue { ptr, i32 } %91, 1
  store i32 %93, ptr %5, align 4
  br label %94

94:                                               ; preds = %90
  %95 = load i32, ptr %5, align 4
  %96 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %97 = icmp eq i32 %95, %96
  br i1 %97, label %98, label %111

98:                                               ; preds = %94
  %99 = load ptr, ptr %4, align 8
  %100 = call ptr @__cxa_begin_catch(ptr %99) #8
  %101 = load i32, ptr %100, align 4
  store i32 %101, ptr %14, align 4
  %102 = load i32, ptr %14, align 4
  %103 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %102)
          to label %104 unwind label %107

104:                                              ; preds = %98
  call void @__cxa_end_catch() #8
  br label %105

105:                                              ; preds = %104, %85
  store i32 0, ptr %1, align 4
  call void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #8
  %106 = load i32, ptr %1, align 4
  ret i32 %106

107:                                              ; preds = %98
  %108 = landingpad { ptr, i32 }
          cleanup
  %109 = extractvalue { ptr, i32 } %108, 0
  store ptr %109, ptr %4, align 8
  %110 = extractvalue { ptr, i32 } %108, 1
  store i32 %110, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %111

111:                                              ; preds = %107, %94, %86, %70, %62, %48
  call void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #8
  br label %112

112:                                              ; preds = %111, %40, %25
  %113 = load ptr, ptr %4, align 8
  %114 = load i32, ptr %5, align 4
  %115 = insertvalue { ptr, i32 } poison, ptr %113, 0
  %116 = insertvalue { ptr, i32 } %115, i32 %114, 1
  resume { ptr, i32 } %116
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #4 personality ptr @__gxx_personality_seh0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  call void @_ZN5GuardC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef @.str.5)
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %31

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %6, align 4
  %22 = invoke noundef i32 %20(i32 noundef %21)
          to label %23 unwind label %27

23:                                               ; preds = %15
  store i32 %22, ptr %6, align 4
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %11, !llvm.loop !5

27:                                               ; preds = %15
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %9, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %10, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  br label %33

31:                                               ; preds = %11
  %32 = load i32, ptr %6, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  ret i32 %32

33:                                               ; preds = %27
  %34 = load ptr, ptr %9, align 8
  %35 = load i32, ptr %10, align 4
  %36 = insertvalue { ptr, i32 } poison, ptr %34, 0
  %37 = insertvalue { ptr, i32 } %36, i32 %35, 1
  resume { ptr, i32 } %37
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 4) #8
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %4, 100
  store i32 %5, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #9
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4CalcC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Calc2, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1, i32 noundef %2) #4 personality ptr @__gxx_personality_seh0 {
  %4 = alloca ptr, align 8
  %5 = alloca { i64, i64 }, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = load { i64, i64 }, ptr %1, align 8
  store ptr %0, ptr %4, align 8
  store { i64, i64 } %10, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  call void @_ZN5GuardC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef @.str.7)
  %11 = load ptr, ptr %4, align 8
  %12 = load { i64, i64 }, ptr %5, align 8
  %13 = extractvalue { i64, i64 } %12, 1
  %14 = getelementptr inbounds i8, ptr %11, i64 %13
  %15 = extractvalue { i64, i64 } %12, 0
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %3
  %19 = load ptr, ptr %14, align 8
  %20 = sub i64 %15, 1
  %21 = getelementptr i8, ptr %19, i64 %20, !nosanitize !7
  %22 = load ptr, ptr %21, align 8, !nosanitize !7
  br label %25

23:                                               ; preds = %3
  %24 = inttoptr i64 %15 to ptr
  br label %25

25:                                               ; preds = %23, %18
  %26 = phi ptr [ %22, %18 ], [ %24, %23 ]
  %27 = load i32, ptr %6, align 4
  %28 = invoke noundef i32 %26(ptr noundef nonnull align 8 dereferenceable(12) %14, i32 noundef %27)
          to label %29 unwind label %30

29:                                               ; preds = %25
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  ret i32 %28

30:                                               ; preds = %25
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %8, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %9, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  br label %34

34:                                               ; preds = %30
  %35 = load ptr, ptr %8, align 8
  %36 = load i32, ptr %9, align 4
  %37 = insertvalue { ptr, i32 } poison, ptr %35, 0
  %38 = insertvalue { ptr, i32 } %37, i32 %36, 1
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %6, 5
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = call ptr @__cxa_allocate_exception(i64 4) #8
  %10 = getelementptr inbounds %struct.Calc, ptr %5, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #9
  unreachable

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  ret i32 %15
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Calc, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call ptr @__cxa_allocate_exception(i64 4) #8
  %7 = load i32, ptr %4, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  call void @_ZdlPv(ptr noundef %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc4virtEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  call void @_ZdlPv(ptr noundef %3) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) #7

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #4 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call ptr @__cxa_allocate_exception(i64 4) #8
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{}
