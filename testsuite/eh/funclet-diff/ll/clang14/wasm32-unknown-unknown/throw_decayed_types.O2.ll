; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSPFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIPFivE = comdat any

@_ZTIPKi = external constant i8*
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant i8*
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPFivE = linkonce_odr constant [6 x i8] c"PFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, comdat, align 4
@_ZTIPFivE = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*) }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant i8*
@_ZTIPc = external constant i8*
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1
@str = private unnamed_addr constant [25 x i8] c"wrong: function as void*\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca [6 x i8], align 1
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %3 = bitcast i8* %2 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @_ZL5table, i32 0, i32 0), i32** %3, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %67 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast (i8** @_ZTIPKi to i8*)]
  %8 = tail call i8* @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #1
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %6
  %13 = call i8* @__cxa_begin_catch(i8* %8) #1 [ "funclet"(token %7) ]
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !6
  %16 = getelementptr inbounds i8, i8* %13, i32 4
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8, i8* %13, i32 8
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4, !tbaa !6
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i32 0, i32 0), i32 noundef %15, i32 noundef %18, i32 noundef %21) [ "funclet"(token %7) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %7) ]
  catchret from %7 to label %24

23:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

24:                                               ; preds = %12
  %25 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %26 = bitcast i8* %25 to i32 ()**
  store i32 ()* @_ZL5sevenv, i32 ()** %26, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %25, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*), i8* null) #5
          to label %67 unwind label %27

27:                                               ; preds = %24
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast (i8** @_ZTIPv to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)]
  %31 = tail call i8* @llvm.wasm.get.exception(token %30)
  %32 = tail call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #1
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %29
  %36 = call i8* @__cxa_begin_catch(i8* %31) #1 [ "funclet"(token %30) ]
  %37 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %30) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %30) ]
  catchret from %30 to label %48

38:                                               ; preds = %29
  %39 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)) #1
  %40 = icmp eq i32 %32, %39
  br i1 %40, label %41, label %47

41:                                               ; preds = %38
  %42 = call i8* @__cxa_begin_catch(i8* %31) #1 [ "funclet"(token %30) ]
  %43 = bitcast i8* %42 to i32 ()*
  %44 = invoke noundef i32 %43() [ "funclet"(token %30) ]
          to label %45 unwind label %65

45:                                               ; preds = %41
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %44) [ "funclet"(token %30) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %30) ]
  catchret from %30 to label %48

47:                                               ; preds = %38
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %30) ]
  unreachable

48:                                               ; preds = %45, %35
  %49 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %49) #1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(6) %49, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @__const.main.word, i32 0, i32 0), i32 6, i1 false)
  %50 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %51 = bitcast i8* %50 to i8**
  store i8* %49, i8** %51, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %50, i8* bitcast (i8** @_ZTIPc to i8*), i8* null) #5
          to label %67 unwind label %52

52:                                               ; preds = %48
  %53 = catchswitch within none [label %54] unwind to caller

54:                                               ; preds = %52
  %55 = catchpad within %53 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %56 = call i8* @llvm.wasm.get.exception(token %55)
  %57 = call i32 @llvm.wasm.get.ehselector(token %55)
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #1
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %54
  %61 = call i8* @__cxa_begin_catch(i8* %56) #1 [ "funclet"(token %55) ]
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.3, i32 0, i32 0), i8* noundef %61) [ "funclet"(token %55) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %55) ]
  catchret from %55 to label %64

63:                                               ; preds = %54
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %55) ]
  unreachable

64:                                               ; preds = %60
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %49) #1
  ret i32 0

65:                                               ; preds = %41
  %66 = cleanuppad within %30 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %66) ]
  cleanupret from %66 unwind to caller

67:                                               ; preds = %48, %24, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @_ZL5sevenv() #6 {
  ret i32 7
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #8 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
