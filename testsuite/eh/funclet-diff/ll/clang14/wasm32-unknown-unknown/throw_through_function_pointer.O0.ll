; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }
%class.anon = type { i8 }
%struct.Guard = type { i8* }

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

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL9op_doublei], align 4
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 4
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (%struct.Calc2* (%struct.Calc2*)* @_ZN5Calc2D2Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr hidden constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr hidden constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, comdat, align 4
@_ZTV4Calc = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*), i8* bitcast (i32 (%struct.Calc*, i32)* @_ZN4Calc4virtEi to i8*), i8* bitcast (%struct.Calc* (%struct.Calc*)* @_ZN4CalcD2Ev to i8*), i8* bitcast (void (%struct.Calc*)* @_ZN4CalcD0Ev to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 4
  %3 = alloca [3 x i32 (i32)*], align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Calc2, align 4
  %7 = alloca { i32, i32 }, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i32, i32 }, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32 (i32)*, align 4
  %12 = alloca %class.anon, align 1
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %14 = bitcast [2 x i32 (i32)*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %14, i8* align 4 bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i32 8, i1 false)
  %15 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i32 0, i32 0
  %16 = call noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %15, i32 noundef 2, i32 noundef 3)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef %16)
  %18 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %18, i8* align 4 bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %19 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i32 0, i32 0
  %20 = invoke noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %19, i32 noundef 3, i32 noundef 3)
          to label %112 unwind label %21

21:                                               ; preds = %0
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [i8* bitcast (i8** @_ZTIi to i8*)]
  %25 = call i8* @llvm.wasm.get.exception(token %24)
  store i8* %25, i8** %4, align 4
  %26 = call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %38

29:                                               ; preds = %23
  %30 = load i8*, i8** %4, align 4
  %31 = call i8* @__cxa_begin_catch(i8* %30) #5 [ "funclet"(token %24) ]
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %5, align 4
  %34 = load i32, i32* %5, align 4
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %34) [ "funclet"(token %24) ]
          to label %36 unwind label %113

36:                                               ; preds = %29
  call void @__cxa_end_catch() #5 [ "funclet"(token %24) ]
  catchret from %24 to label %37

37:                                               ; preds = %36
  br label %39

38:                                               ; preds = %23
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %24) ]
  unreachable

39:                                               ; preds = %37, %112
  %40 = call noundef %struct.Calc2* @_ZN5Calc2C2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %6) #5
  %41 = bitcast %struct.Calc2* %6 to %struct.Calc*
  %42 = getelementptr inbounds %struct.Calc, %struct.Calc* %41, i32 0, i32 1
  store i32 1000, i32* %42, align 4
  %43 = bitcast %struct.Calc2* %6 to %struct.Calc*
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i32), i32 0 }, { i32, i32 }* %7, align 4
  %44 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %43, { i32, i32 }* noundef byval({ i32, i32 }) align 4 %7, i32 noundef 7)
          to label %111 unwind label %45

45:                                               ; preds = %39
  %46 = catchswitch within none [label %47] unwind label %121

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast (i8** @_ZTIi to i8*)]
  %49 = call i8* @llvm.wasm.get.exception(token %48)
  store i8* %49, i8** %4, align 4
  %50 = call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %62

53:                                               ; preds = %47
  %54 = load i8*, i8** %4, align 4
  %55 = call i8* @__cxa_begin_catch(i8* %54) #5 [ "funclet"(token %48) ]
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4
  store i32 %57, i32* %8, align 4
  %58 = load i32, i32* %8, align 4
  %59 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0), i32 noundef %58) [ "funclet"(token %48) ]
          to label %60 unwind label %115

60:                                               ; preds = %53
  call void @__cxa_end_catch() #5 [ "funclet"(token %48) ]
  catchret from %48 to label %61

61:                                               ; preds = %60
  br label %63

62:                                               ; preds = %47
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %48) ]
          to label %124 unwind label %121

63:                                               ; preds = %61, %111
  %64 = bitcast %struct.Calc2* %6 to %struct.Calc*
  store { i32, i32 } { i32 0, i32 1 }, { i32, i32 }* %9, align 4
  %65 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %64, { i32, i32 }* noundef byval({ i32, i32 }) align 4 %9, i32 noundef 8)
          to label %110 unwind label %66

66:                                               ; preds = %63
  %67 = catchswitch within none [label %68] unwind label %121

68:                                               ; preds = %66
  %69 = catchpad within %67 [i8* bitcast (i8** @_ZTIi to i8*)]
  %70 = call i8* @llvm.wasm.get.exception(token %69)
  store i8* %70, i8** %4, align 4
  %71 = call i32 @llvm.wasm.get.ehselector(token %69)
  %72 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %73 = icmp eq i32 %71, %72
  br i1 %73, label %74, label %83

74:                                               ; preds = %68
  %75 = load i8*, i8** %4, align 4
  %76 = call i8* @__cxa_begin_catch(i8* %75) #5 [ "funclet"(token %69) ]
  %77 = bitcast i8* %76 to i32*
  %78 = load i32, i32* %77, align 4
  store i32 %78, i32* %10, align 4
  %79 = load i32, i32* %10, align 4
  %80 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %79) [ "funclet"(token %69) ]
          to label %81 unwind label %117

81:                                               ; preds = %74
  call void @__cxa_end_catch() #5 [ "funclet"(token %69) ]
  catchret from %69 to label %82

82:                                               ; preds = %81
  br label %84

83:                                               ; preds = %68
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %69) ]
          to label %124 unwind label %121

84:                                               ; preds = %82, %110
  %85 = call noundef i32 (i32)* @"_ZZ4mainENK3$_0cvPFiiEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %12) #5
  store i32 (i32)* %85, i32 (i32)** %11, align 4
  %86 = load i32 (i32)*, i32 (i32)** %11, align 4
  %87 = invoke noundef i32 %86(i32 noundef 41)
          to label %109 unwind label %88

88:                                               ; preds = %84
  %89 = catchswitch within none [label %90] unwind label %121

90:                                               ; preds = %88
  %91 = catchpad within %89 [i8* bitcast (i8** @_ZTIi to i8*)]
  %92 = call i8* @llvm.wasm.get.exception(token %91)
  store i8* %92, i8** %4, align 4
  %93 = call i32 @llvm.wasm.get.ehselector(token %91)
  %94 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %95 = icmp eq i32 %93, %94
  br i1 %95, label %96, label %105

96:                                               ; preds = %90
  %97 = load i8*, i8** %4, align 4
  %98 = call i8* @__cxa_begin_catch(i8* %97) #5 [ "funclet"(token %91) ]
  %99 = bitcast i8* %98 to i32*
  %100 = load i32, i32* %99, align 4
  store i32 %100, i32* %13, align 4
  %101 = load i32, i32* %13, align 4
  %102 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %101) [ "funclet"(token %91) ]
          to label %103 unwind label %119

103:                                              ; preds = %96
  call void @__cxa_end_catch() #5 [ "funclet"(token %91) ]
  catchret from %91 to label %104

104:                                              ; preds = %103
  br label %106

105:                                              ; preds = %90
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %91) ]
          to label %124 unwind label %121

106:                                              ; preds = %104, %109
  store i32 0, i32* %1, align 4
  %107 = call noundef %struct.Calc2* @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %6) #5
  %108 = load i32, i32* %1, align 4
  ret i32 %108

109:                                              ; preds = %84
  br label %106

110:                                              ; preds = %63
  br label %84

111:                                              ; preds = %39
  br label %63

112:                                              ; preds = %0
  br label %39

113:                                              ; preds = %29
  %114 = cleanuppad within %24 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %114) ]
  cleanupret from %114 unwind to caller

115:                                              ; preds = %53
  %116 = cleanuppad within %48 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %116) ]
  cleanupret from %116 unwind label %121

117:                                              ; preds = %74
  %118 = cleanuppad within %69 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %118) ]
  cleanupret from %118 unwind label %121

119:                                              ; preds = %96
  %120 = cleanuppad within %91 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %120) ]
  cleanupret from %120 unwind label %121

121:                                              ; preds = %105, %119, %88, %83, %117, %66, %62, %115, %45
  %122 = cleanuppad within none []
  %123 = call noundef %struct.Calc2* @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %6) #5 [ "funclet"(token %122) ]
  cleanupret from %122 unwind to caller

124:                                              ; preds = %105, %83, %62
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %0, i32 noundef %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %4 = alloca i32 (i32)**, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = alloca i32, align 4
  store i32 (i32)** %0, i32 (i32)*** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %9 = call noundef %struct.Guard* @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, i32* %8, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load i32 (i32)**, i32 (i32)*** %4, align 4
  %16 = load i32, i32* %8, align 4
  %17 = getelementptr inbounds i32 (i32)*, i32 (i32)** %15, i32 %16
  %18 = load i32 (i32)*, i32 (i32)** %17, align 4
  %19 = load i32, i32* %6, align 4
  %20 = invoke noundef i32 %18(i32 noundef %19)
          to label %21 unwind label %28

21:                                               ; preds = %14
  store i32 %20, i32* %6, align 4
  br label %22

22:                                               ; preds = %21
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %8, align 4
  br label %10, !llvm.loop !2

25:                                               ; preds = %10
  %26 = load i32, i32* %6, align 4
  %27 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #5
  ret i32 %26

28:                                               ; preds = %14
  %29 = cleanuppad within none []
  %30 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #5 [ "funclet"(token %29) ]
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 4) #5
  %4 = bitcast i8* %3 to i32*
  %5 = load i32, i32* %2, align 4
  %6 = mul nsw i32 %5, 100
  store i32 %6, i32* %4, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Calc2* @_ZN5Calc2C2Ev(%struct.Calc2* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %5 = call noundef %struct.Calc* @_ZN4CalcC2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %4) #5
  %6 = bitcast %struct.Calc2* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Calc2* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, { i32, i32 }* noundef byval({ i32, i32 }) align 4 %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %4 = alloca %struct.Calc*, align 4
  %5 = alloca { i32, i32 }, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = load { i32, i32 }, { i32, i32 }* %1, align 4
  store %struct.Calc* %0, %struct.Calc** %4, align 4
  store { i32, i32 } %8, { i32, i32 }* %5, align 4
  store i32 %2, i32* %6, align 4
  %9 = call noundef %struct.Guard* @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
  %10 = load %struct.Calc*, %struct.Calc** %4, align 4
  %11 = load { i32, i32 }, { i32, i32 }* %5, align 4
  %12 = extractvalue { i32, i32 } %11, 1
  %13 = ashr i32 %12, 1
  %14 = bitcast %struct.Calc* %10 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i32 %13
  %16 = bitcast i8* %15 to %struct.Calc*
  %17 = extractvalue { i32, i32 } %11, 0
  %18 = and i32 %12, 1
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %26

20:                                               ; preds = %3
  %21 = bitcast %struct.Calc* %16 to i8**
  %22 = load i8*, i8** %21, align 4
  %23 = getelementptr i8, i8* %22, i32 %17, !nosanitize !4
  %24 = bitcast i8* %23 to i32 (%struct.Calc*, i32)**, !nosanitize !4
  %25 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %24, align 4, !nosanitize !4
  br label %28

26:                                               ; preds = %3
  %27 = inttoptr i32 %17 to i32 (%struct.Calc*, i32)*
  br label %28

28:                                               ; preds = %26, %20
  %29 = phi i32 (%struct.Calc*, i32)* [ %25, %20 ], [ %27, %26 ]
  %30 = load i32, i32* %6, align 4
  %31 = invoke noundef i32 %29(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %16, i32 noundef %30)
          to label %32 unwind label %34

32:                                               ; preds = %28
  %33 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #5
  ret i32 %31

34:                                               ; preds = %28
  %35 = cleanuppad within none []
  %36 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #5 [ "funclet"(token %35) ]
  cleanupret from %35 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #4 comdat {
  %3 = alloca %struct.Calc*, align 4
  %4 = alloca i32, align 4
  store %struct.Calc* %0, %struct.Calc** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc*, %struct.Calc** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %6, 5
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  %9 = call i8* @__cxa_allocate_exception(i32 4) #5
  %10 = bitcast i8* %9 to i32*
  %11 = getelementptr inbounds %struct.Calc, %struct.Calc* %5, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %12, %13
  store i32 %14, i32* %10, align 16
  call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

15:                                               ; preds = %2
  %16 = load i32, i32* %4, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_0cvPFiiEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #1 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Calc2* @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %5 = call noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %4) #5
  ret %struct.Calc2* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Guard* @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #8 comdat {
  %3 = alloca %struct.Guard*, align 4
  %4 = alloca i8*, align 4
  store %struct.Guard* %0, %struct.Guard** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Guard*, %struct.Guard** %3, align 4
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Guard* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Guard* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %9) ]
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Calc* @_ZN4CalcC2Ev(%struct.Calc* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  %4 = bitcast %struct.Calc* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Calc, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Calc* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca %struct.Calc2*, align 4
  %4 = alloca i32, align 4
  store %struct.Calc2* %0, %struct.Calc2** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc2*, %struct.Calc2** %3, align 4
  %6 = call i8* @__cxa_allocate_exception(i32 4) #5
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %4, align 4
  %9 = sub nsw i32 0, %8
  store i32 %9, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = call noundef %struct.Calc2* @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %3) #5
  %5 = bitcast %struct.Calc2* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN4Calc4virtEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Calc*, align 4
  %4 = alloca i32, align 4
  store %struct.Calc* %0, %struct.Calc** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc*, %struct.Calc** %3, align 4
  %6 = load i32, i32* %4, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  ret %struct.Calc* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4CalcD0Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  %4 = call noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %3) #5
  %5 = bitcast %struct.Calc* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #10 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 4
  %6 = call i8* @__cxa_allocate_exception(i32 4) #5
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %4, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone }
attributes #7 = { noreturn }
attributes #8 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{}
