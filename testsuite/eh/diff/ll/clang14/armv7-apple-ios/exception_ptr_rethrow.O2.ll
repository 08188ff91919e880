; ModuleID = 'exception_ptr_rethrow.cpp'
source_filename = "exception_ptr_rethrow.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"class.std::__exception_ptr::exception_ptr" = type { i8* }
%struct.Payload = type { i32 }

@.str = private unnamed_addr constant [25 x i8] c"outside handler null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"captured null=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"copies equal=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Payload = linkonce_odr constant [9 x i8] c"7Payload\00", align 1
@_ZTI7Payload = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Payload, i32 0, i32 0) }, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"rethrown %d, round %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"Payload(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Payload(%d)\0A\00", align 1
@str = private unnamed_addr constant [23 x i8] c"dropping first pointer\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"dropping second pointer\00", align 1
@str.11 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.12 = private unnamed_addr constant [10 x i8] c"capturing\00", align 1

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 4
  %5 = bitcast %"class.std::__exception_ptr::exception_ptr"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 4 %1) #8
  %6 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %1, i32 0, i32 0
  %7 = load i8*, i8** %6, align 4, !tbaa !9
  %8 = icmp eq i8* %7, null
  %9 = zext i1 %8 to i32
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %9)
  %11 = bitcast %"class.std::__exception_ptr::exception_ptr"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #8
  %12 = call i8* @__cxa_allocate_exception(i32 4) #8, !noalias !14
  %13 = bitcast i8* %12 to i32*
  store i32 7, i32* %13, align 4, !tbaa !17, !noalias !14
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0), i32 noundef 7), !noalias !14
  invoke void @__cxa_throw(i8* nonnull %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*), i8* bitcast (%struct.Payload* (%struct.Payload*)* @_ZN7PayloadD1Ev to i8*)) #9
          to label %20 unwind label %15, !noalias !14

15:                                               ; preds = %0
  %16 = landingpad { i8*, i32 }
          catch i8* null
  %17 = extractvalue { i8*, i32 } %16, 0
  %18 = call i8* @__cxa_begin_catch(i8* %17) #8, !noalias !14
  %19 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str.12, i32 0, i32 0)), !noalias !14
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 4 %2) #8
  invoke void @__cxa_end_catch()
          to label %21 unwind label %33

20:                                               ; preds = %0
  unreachable

21:                                               ; preds = %15
  %22 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %2, i32 0, i32 0
  %23 = load i8*, i8** %22, align 4, !tbaa !9
  %24 = icmp eq i8* %23, null
  %25 = zext i1 %24 to i32
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef %25)
  %27 = bitcast %"class.std::__exception_ptr::exception_ptr"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %27) #8
  %28 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #8
  %29 = call noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #8
  %30 = zext i1 %29 to i32
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %30)
  %32 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull %4) #9
          to label %35 unwind label %36

33:                                               ; preds = %15
  %34 = landingpad { i8*, i32 }
          cleanup
  br label %79

35:                                               ; preds = %50, %21
  unreachable

36:                                               ; preds = %21
  %37 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)
  %38 = extractvalue { i8*, i32 } %37, 1
  %39 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4) #8
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)) #8
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %42, label %75

42:                                               ; preds = %36
  %43 = extractvalue { i8*, i32 } %37, 0
  %44 = call i8* @__cxa_begin_catch(i8* %43) #8
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !17
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %46, i32 noundef 0)
  %48 = load i32, i32* %45, align 4, !tbaa !17
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %45, align 4, !tbaa !17
  invoke void @__cxa_end_catch()
          to label %50 unwind label %73

50:                                               ; preds = %42
  %51 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #8
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull %4) #9
          to label %35 unwind label %52

52:                                               ; preds = %50
  %53 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Payload to i8*)
  %54 = extractvalue { i8*, i32 } %53, 1
  %55 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %4) #8
  %56 = icmp eq i32 %54, %38
  br i1 %56, label %57, label %75

57:                                               ; preds = %52
  %58 = extractvalue { i8*, i32 } %53, 0
  %59 = call i8* @__cxa_begin_catch(i8* %58) #8
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 4, !tbaa !17
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %61, i32 noundef 1)
  %63 = load i32, i32* %60, align 4, !tbaa !17
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %60, align 4, !tbaa !17
  invoke void @__cxa_end_catch()
          to label %65 unwind label %73

65:                                               ; preds = %57
  %66 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str, i32 0, i32 0))
  %67 = call noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %1) #8
  %68 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.10, i32 0, i32 0))
  %69 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %27) #8
  %70 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #8
  %71 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.11, i32 0, i32 0))
  %72 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %1) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  ret i32 0

73:                                               ; preds = %57, %42
  %74 = landingpad { i8*, i32 }
          cleanup
  br label %75

75:                                               ; preds = %36, %52, %73
  %76 = phi { i8*, i32 } [ %74, %73 ], [ %37, %36 ], [ %53, %52 ]
  %77 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %27) #8
  %78 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %2) #8
  br label %79

79:                                               ; preds = %75, %33
  %80 = phi { i8*, i32 } [ %76, %75 ], [ %34, %33 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #8
  %81 = call noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4) %1) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  resume { i8*, i32 } %80
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 4) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrC1ERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(%"class.std::__exception_ptr::exception_ptr"* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare noundef %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptrD1Ev(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare noundef nonnull align 4 dereferenceable(4) %"class.std::__exception_ptr::exception_ptr"* @_ZNSt15__exception_ptr13exception_ptraSERKS0_(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4), %"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #2

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr noundef %struct.Payload* @_ZN7PayloadD1Ev(%struct.Payload* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 personality i32 (...)* @__gxx_personality_sj0 {
  %2 = getelementptr inbounds %struct.Payload, %struct.Payload* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !17
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i32 noundef %3) #8
  ret %struct.Payload* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZL7capturei: argument 0"}
!16 = distinct !{!16, !"_ZL7capturei"}
!17 = !{!18, !19, i64 0}
!18 = !{!"_ZTS7Payload", !19, i64 0}
!19 = !{!"int", !12, i64 0}
