; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }

$_ZN4Calc5plainEi = comdat any

$_ZN5Calc24virtEi = comdat any

$_ZN5Calc2D0Ev = comdat any

$_ZN4CalcD2Ev = comdat any

$_ZTV5Calc2 = comdat any

$_ZTS5Calc2 = comdat any

$_ZTS4Calc = comdat any

$_ZTI4Calc = comdat any

$_ZTI5Calc2 = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL9op_doublei], align 8
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 4
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (%struct.Calc* (%struct.Calc*)* @_ZN4CalcD2Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr hidden constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr hidden constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, comdat, align 4
@_ZTI5Calc2 = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, comdat, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i64, align 8
  %2 = alloca [3 x i32 (i32)*], align 4
  %3 = alloca %struct.Calc2, align 4
  %4 = alloca { i32, i32 }, align 4
  %5 = alloca { i32, i32 }, align 4
  %6 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #7
  %7 = load i64, i64* bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i64*), align 8
  store i64 %7, i64* %1, align 8
  %8 = bitcast i64* %1 to i32 (i32)**
  %9 = call fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %8, i32 noundef 2)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef %9)
  %11 = bitcast [3 x i32 (i32)*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %11) #7
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %11, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %12 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %2, i32 0, i32 0
  %13 = invoke fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef nonnull %12, i32 noundef 3)
          to label %28 unwind label %14

14:                                               ; preds = %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i8** @_ZTIi to i8*)]
  %18 = tail call i8* @llvm.wasm.get.exception(token %17)
  %19 = tail call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %27

22:                                               ; preds = %16
  %23 = call i8* @__cxa_begin_catch(i8* %18) #7 [ "funclet"(token %17) ]
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !2
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %25) [ "funclet"(token %17) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %17) ]
  catchret from %17 to label %28

27:                                               ; preds = %16
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %17) ]
  unreachable

28:                                               ; preds = %0, %22
  %29 = bitcast %struct.Calc2* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #7
  %30 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %30, align 4, !tbaa !6
  %31 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0
  %32 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %3, i32 0, i32 0, i32 1
  store i32 1000, i32* %32, align 4, !tbaa !8
  %33 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %4, i32 0, i32 0
  store i32 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i32), i32* %33, align 4, !tbaa !10
  %34 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %4, i32 0, i32 1
  store i32 0, i32* %34, align 4, !tbaa !10
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %31, { i32, i32 }* noundef nonnull byval({ i32, i32 }) align 4 %4, i32 noundef 7)
          to label %49 unwind label %35

35:                                               ; preds = %28
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [i8* bitcast (i8** @_ZTIi to i8*)]
  %39 = call i8* @llvm.wasm.get.exception(token %38)
  %40 = call i32 @llvm.wasm.get.ehselector(token %38)
  %41 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %37
  %44 = call i8* @__cxa_begin_catch(i8* %39) #7 [ "funclet"(token %38) ]
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !2
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0), i32 noundef %46) [ "funclet"(token %38) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %38) ]
  catchret from %38 to label %49

48:                                               ; preds = %37
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %38) ]
  unreachable

49:                                               ; preds = %28, %43
  %50 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %5, i32 0, i32 0
  store i32 0, i32* %50, align 4, !tbaa !10
  %51 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %5, i32 0, i32 1
  store i32 1, i32* %51, align 4, !tbaa !10
  invoke fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %31, { i32, i32 }* noundef nonnull byval({ i32, i32 }) align 4 %5, i32 noundef 8)
          to label %66 unwind label %52

52:                                               ; preds = %49
  %53 = catchswitch within none [label %54] unwind to caller

54:                                               ; preds = %52
  %55 = catchpad within %53 [i8* bitcast (i8** @_ZTIi to i8*)]
  %56 = call i8* @llvm.wasm.get.exception(token %55)
  %57 = call i32 @llvm.wasm.get.ehselector(token %55)
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %65

60:                                               ; preds = %54
  %61 = call i8* @__cxa_begin_catch(i8* %56) #7 [ "funclet"(token %55) ]
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 4, !tbaa !2
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %63) [ "funclet"(token %55) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %55) ]
  catchret from %55 to label %66

65:                                               ; preds = %54
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %55) ]
  unreachable

66:                                               ; preds = %49, %60
  %67 = call i8* @__cxa_allocate_exception(i32 4) #7
  %68 = bitcast i8* %67 to i32*
  store i32 42, i32* %68, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %67, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %69 unwind label %70

69:                                               ; preds = %66
  unreachable

70:                                               ; preds = %66
  %71 = catchswitch within none [label %72] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [i8* bitcast (i8** @_ZTIi to i8*)]
  %74 = call i8* @llvm.wasm.get.exception(token %73)
  %75 = call i32 @llvm.wasm.get.ehselector(token %73)
  %76 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %83

78:                                               ; preds = %72
  %79 = call i8* @__cxa_begin_catch(i8* %74) #7 [ "funclet"(token %73) ]
  %80 = bitcast i8* %79 to i32*
  %81 = load i32, i32* %80, align 4, !tbaa !2
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %81) [ "funclet"(token %73) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %73) ]
  catchret from %73 to label %84

83:                                               ; preds = %72
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %73) ]
  unreachable

84:                                               ; preds = %78
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #7
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %11) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline norecurse
define internal fastcc noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 3, %2 ], [ %12, %13 ]
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)) #7
  ret i32 %5

7:                                                ; preds = %2, %13
  %8 = phi i32 [ %14, %13 ], [ 0, %2 ]
  %9 = phi i32 [ %12, %13 ], [ 3, %2 ]
  %10 = getelementptr inbounds i32 (i32)*, i32 (i32)** %0, i32 %8
  %11 = load i32 (i32)*, i32 (i32)** %10, align 4, !tbaa !11
  %12 = invoke noundef i32 %11(i32 noundef %9)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !13

16:                                               ; preds = %7
  %17 = cleanuppad within none []
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)) #7 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller
}

; Function Attrs: mustprogress noreturn
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #6 {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %3 = bitcast i8* %2 to i32*
  %4 = mul nsw i32 %0, 100
  store i32 %4, i32* %3, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #7

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #7

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #8

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #9

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, { i32, i32 }* nocapture noundef readonly byval({ i32, i32 }) align 4 %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %4 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %1, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !10
  %6 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %1, i32 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !10
  %8 = ashr i32 %7, 1
  %9 = bitcast %struct.Calc* %0 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 %8
  %11 = bitcast i8* %10 to %struct.Calc*
  %12 = and i32 %7, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %20, label %14

14:                                               ; preds = %3
  %15 = bitcast i8* %10 to i8**
  %16 = load i8*, i8** %15, align 4, !tbaa !6
  %17 = getelementptr i8, i8* %16, i32 %5, !nosanitize !15
  %18 = bitcast i8* %17 to i32 (%struct.Calc*, i32)**, !nosanitize !15
  %19 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %18, align 4, !nosanitize !15
  br label %22

20:                                               ; preds = %3
  %21 = inttoptr i32 %5 to i32 (%struct.Calc*, i32)*
  br label %22

22:                                               ; preds = %20, %14
  %23 = phi i32 (%struct.Calc*, i32)* [ %19, %14 ], [ %21, %20 ]
  %24 = invoke noundef i32 %23(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %11, i32 noundef %2)
          to label %25 unwind label %27

25:                                               ; preds = %22
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #7
  ret void

27:                                               ; preds = %22
  %28 = cleanuppad within none []
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0)) #7 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #10 comdat {
  %3 = icmp sgt i32 %1, 5
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !8
  %9 = add nsw i32 %8, %1
  store i32 %9, i32* %6, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat {
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %4 = bitcast i8* %3 to i32*
  %5 = sub nsw i32 0, %1
  store i32 %5, i32* %4, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #11 comdat {
  %2 = bitcast %struct.Calc2* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #12 comdat {
  ret %struct.Calc* %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #13

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { mustprogress noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind }
attributes #8 = { nofree nosync nounwind readnone }
attributes #9 = { noreturn }
attributes #10 = { mustprogress "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #13 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !5, i64 0}
!8 = !{!9, !3, i64 4}
!9 = !{!"_ZTS4Calc", !3, i64 4}
!10 = !{!4, !4, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !4, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{}
