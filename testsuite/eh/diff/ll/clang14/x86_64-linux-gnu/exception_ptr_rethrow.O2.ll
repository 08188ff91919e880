; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%struct.Payload = type { i32 }

$_ZN7PayloadD2Ev = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Payload = linkonce_odr dso_local constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Payload, i32 0, i32 0) }, comdat, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1
@str = private unnamed_addr constant [23 x i8] c"dropping first pointer\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"dropping second pointer\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.12 = private unnamed_addr constant [10 x i8] c"capturing\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %5 = bitcast %"class.std::__exception_ptr::exception_ptr"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #8
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 8 %1) #8
  %6 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %1, i64 0, i32 0
  %7 = load i8*, i8** %6, align 8, !tbaa !5
  %8 = icmp eq i8* %7, null
  %9 = zext i1 %8 to i32
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i32 noundef %9)
  %11 = bitcast %"class.std::__exception_ptr::exception_ptr"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #8
  %12 = call i8* @__cxa_allocate_exception(i64 4) #8, !noalias !10
  %13 = bitcast i8* %12 to i32*
  store i32 7, i32* %13, align 4, !tbaa !13, !noalias !10
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), i32 noundef 7), !noalias !10
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*), i8* bitcast (void (%struct.Payload*)* @_ZN7PayloadD2Ev to i8*)) #9
          to label %20 unwind label %15, !noalias !10

15:                                               ; preds = %0
  %16 = landingpad { i8*, i32 }
          catch i8* null
  %17 = extractvalue { i8*, i32 } %16, 0
  %18 = call i8* @__cxa_begin_catch(i8* %17) #8, !noalias !10
  %19 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str.12, i64 0, i64 0)), !noalias !10
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #8
  invoke void @__cxa_end_catch()
          to label %21 unwind label %31

20:                                               ; preds = %0
  unreachable

21:                                               ; preds = %15
  %22 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %2, i64 0, i32 0
  %23 = load i8*, i8** %22, align 8, !tbaa !5
  %24 = icmp eq i8* %23, null
  %25 = zext i1 %24 to i32
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %25)
  %27 = bitcast %"class.std::__exception_ptr::exception_ptr"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #8
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %3, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #8
  %28 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %3, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #8
  %29 = zext i1 %28 to i32
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef %29)
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %4, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull %4) #9
          to label %33 unwind label %34

31:                                               ; preds = %15
  %32 = landingpad { i8*, i32 }
          cleanup
  br label %69

33:                                               ; preds = %47, %21
  unreachable

34:                                               ; preds = %21
  %35 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)
  %36 = extractvalue { i8*, i32 } %35, 1
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %4) #8
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)) #8
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %67

39:                                               ; preds = %34
  %40 = extractvalue { i8*, i32 } %35, 0
  %41 = call i8* @__cxa_begin_catch(i8* %40) #8
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !13
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), i32 noundef %43, i32 noundef 0)
  %45 = load i32, i32* %42, align 4, !tbaa !13
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %42, align 4, !tbaa !13
  invoke void @__cxa_end_catch()
          to label %47 unwind label %65

47:                                               ; preds = %39
  call void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %4, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull %4) #9
          to label %33 unwind label %48

48:                                               ; preds = %47
  %49 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)
  %50 = extractvalue { i8*, i32 } %49, 1
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %4) #8
  %51 = icmp eq i32 %50, %36
  br i1 %51, label %52, label %67

52:                                               ; preds = %48
  %53 = extractvalue { i8*, i32 } %49, 0
  %54 = call i8* @__cxa_begin_catch(i8* %53) #8
  %55 = bitcast i8* %54 to i32*
  %56 = load i32, i32* %55, align 4, !tbaa !13
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), i32 noundef %56, i32 noundef 1)
  %58 = load i32, i32* %55, align 4, !tbaa !13
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %55, align 4, !tbaa !13
  invoke void @__cxa_end_catch()
          to label %60 unwind label %65

60:                                               ; preds = %52
  %61 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str, i64 0, i64 0))
  %62 = call noundef nonnull align 8 dereferenceable(8) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #8
  %63 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i64 0, i64 0))
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #8
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #8
  %64 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.11, i64 0, i64 0))
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #8
  ret i32 0

65:                                               ; preds = %52, %39
  %66 = landingpad { i8*, i32 }
          cleanup
  br label %67

67:                                               ; preds = %34, %48, %65
  %68 = phi { i8*, i32 } [ %66, %65 ], [ %35, %34 ], [ %49, %48 ]
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %3) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #8
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #8
  br label %69

69:                                               ; preds = %67, %31
  %70 = phi { i8*, i32 } [ %68, %67 ], [ %32, %31 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #8
  call void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #8
  resume { i8*, i32 } %70
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #2

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare noundef nonnull align 8 dereferenceable(8) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #2

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN7PayloadD2Ev(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Payload, %struct.Payload* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !13
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %3)
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_ZL7capturei: argument 0"}
!12 = distinct !{!12, !"_ZL7capturei"}
!13 = !{!14, !15, i64 0}
!14 = !{!"_ZTS7Payload", !15, i64 0}
!15 = !{!"int", !8, i64 0}
