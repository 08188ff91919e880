; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%struct.Payload = type { i32 }

$_ZN7PayloadD2Ev = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Payload = linkonce_odr hidden constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Payload, i32 0, i32 0) }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1
@str = private unnamed_addr constant [23 x i8] c"dropping first pointer\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"dropping second pointer\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.12 = private unnamed_addr constant [10 x i8] c"capturing\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %5 = bitcast %"class.std::__exception_ptr::exception_ptr"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #5
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 4 %1) #5
  %6 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %1, i32 0, i32 0
  %7 = load i8*, i8** %6, align 4, !tbaa !2
  %8 = icmp eq i8* %7, null
  %9 = zext i1 %8 to i32
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %9)
  %11 = bitcast %"class.std::__exception_ptr::exception_ptr"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #5
  %12 = call i8* @__cxa_allocate_exception(i32 4) #5, !noalias !7
  %13 = bitcast i8* %12 to i32*
  store i32 7, i32* %13, align 4, !tbaa !10, !noalias !7
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i32 noundef 7), !noalias !7
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*), i8* bitcast (%struct.Payload* (%struct.Payload*)* @_ZN7PayloadD2Ev to i8*)) #7
          to label %24 unwind label %15, !noalias !7

15:                                               ; preds = %0
  %16 = catchswitch within none [label %17] unwind label %76

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* null]
  %19 = call i8* @llvm.wasm.get.exception(token %18), !noalias !7
  %20 = call i32 @llvm.wasm.get.ehselector(token %18), !noalias !7
  %21 = call i8* @__cxa_begin_catch(i8* %19) #5 [ "funclet"(token %18) ], !noalias !7
  %22 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str.12, i32 0, i32 0)) [ "funclet"(token %18) ], !noalias !7
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #5 [ "funclet"(token %18) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %18) ]
          to label %23 unwind label %76

23:                                               ; preds = %17
  catchret from %18 to label %25

24:                                               ; preds = %0
  unreachable

25:                                               ; preds = %23
  %26 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %2, i32 0, i32 0
  %27 = load i8*, i8** %26, align 4, !tbaa !2
  %28 = icmp eq i8* %27, null
  %29 = zext i1 %28 to i32
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef %29)
  %31 = bitcast %"class.std::__exception_ptr::exception_ptr"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %31) #5
  %32 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #5
  %33 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #5
  %34 = zext i1 %33 to i32
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %34)
  br label %36

36:                                               ; preds = %70, %25
  %37 = phi i32 [ 0, %25 ], [ %71, %70 ]
  %38 = icmp ult i32 %37, 2
  br i1 %38, label %47, label %39

39:                                               ; preds = %36
  %40 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str, i32 0, i32 0))
  %41 = call noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %1) #5
  %42 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0))
  %43 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31) #5
  %44 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #5
  %45 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.11, i32 0, i32 0))
  %46 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %1) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #5
  ret i32 0

47:                                               ; preds = %36
  %48 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #5
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull %4) #7
          to label %49 unwind label %50

49:                                               ; preds = %47
  unreachable

50:                                               ; preds = %47
  %51 = cleanuppad within none []
  %52 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4) #5 [ "funclet"(token %51) ]
  cleanupret from %51 unwind label %53

53:                                               ; preds = %50
  %54 = catchswitch within none [label %55] unwind label %72

55:                                               ; preds = %53
  %56 = catchpad within %54 [i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)]
  %57 = call i8* @llvm.wasm.get.exception(token %56)
  %58 = call i32 @llvm.wasm.get.ehselector(token %56)
  %59 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)) #5
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %69

61:                                               ; preds = %55
  %62 = call i8* @__cxa_begin_catch(i8* %57) #5 [ "funclet"(token %56) ]
  %63 = bitcast i8* %62 to i32*
  %64 = load i32, i32* %63, align 4, !tbaa !10
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %64, i32 noundef %37) [ "funclet"(token %56) ]
  %66 = load i32, i32* %63, align 4, !tbaa !10
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %63, align 4, !tbaa !10
  invoke void @__cxa_end_catch() [ "funclet"(token %56) ]
          to label %68 unwind label %72

68:                                               ; preds = %61
  catchret from %56 to label %70

69:                                               ; preds = %55
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %56) ]
          to label %79 unwind label %72

70:                                               ; preds = %68
  %71 = add nuw nsw i32 %37, 1
  br label %36, !llvm.loop !13

72:                                               ; preds = %61, %69, %53
  %73 = cleanuppad within none []
  %74 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %73) ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31) #5
  %75 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #5 [ "funclet"(token %73) ]
  cleanupret from %73 unwind label %76

76:                                               ; preds = %17, %15, %72
  %77 = cleanuppad within none []
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #5
  %78 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %1) #5 [ "funclet"(token %77) ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #5
  cleanupret from %77 unwind to caller

79:                                               ; preds = %69
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull returned align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Payload* @_ZN7PayloadD2Ev(%struct.Payload* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Payload, %struct.Payload* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !10
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i32 noundef %3)
  ret %struct.Payload* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nofree nosync nounwind readnone }
attributes #7 = { noreturn }
attributes #8 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8}
!8 = distinct !{!8, !9, !"_ZL7capturei: argument 0"}
!9 = distinct !{!9, !"_ZL7capturei"}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTS7Payload", !12, i64 0}
!12 = !{!"int", !5, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
