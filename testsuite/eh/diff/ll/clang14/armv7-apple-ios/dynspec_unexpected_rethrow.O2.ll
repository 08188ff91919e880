; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, align 4
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTI1B = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, align 4
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@str = private unnamed_addr constant [31 x i8] c"unexpected handler: throwing A\00", align 1
@str.4 = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = tail call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef nonnull @_ZL7handlerv) #7
  invoke fastcc void @_ZL6only_ai(i32 noundef 1)
          to label %14 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = extractvalue { i8*, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #7
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %31

8:                                                ; preds = %2, %31
  %9 = phi i8* [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), %31 ], [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), %2 ]
  %10 = tail call i8* @__cxa_begin_catch(i8* %4) #7
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4, !tbaa !9
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) %9, i32 noundef %12)
  tail call void @__cxa_end_catch()
  br label %14

14:                                               ; preds = %8, %0
  invoke fastcc void @_ZL6only_ai(i32 noundef 2)
          to label %30 unwind label %15

15:                                               ; preds = %14
  %16 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  %18 = extractvalue { i8*, i32 } %16, 1
  %19 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %24, label %21

21:                                               ; preds = %15
  %22 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #7
  %23 = icmp eq i32 %18, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %15, %21
  %25 = phi i8* [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), %21 ], [ getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), %15 ]
  %26 = tail call i8* @__cxa_begin_catch(i8* %17) #7
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !9
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) %25, i32 noundef %28)
  tail call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %24, %14
  ret i32 0

31:                                               ; preds = %2
  %32 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #7
  %33 = icmp eq i32 %5, %32
  br i1 %33, label %8, label %34

34:                                               ; preds = %21, %31
  %35 = phi { i8*, i32 } [ %3, %31 ], [ %16, %21 ]
  resume { i8*, i32 } %35
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn
define internal void @_ZL7handlerv() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %3 = bitcast i8* %2 to i32*
  store i32 2, i32* %3, align 8, !tbaa !13
  tail call void @__cxa_throw(i8* %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* null) #8
  unreachable
}

; Function Attrs: noinline norecurse noreturn
define internal fastcc void @_ZL6only_ai(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = icmp eq i32 %0, 1
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %4 = bitcast i8* %3 to i32*
  br i1 %2, label %5, label %13

5:                                                ; preds = %1
  store i32 1, i32* %4, align 8, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* null) #8
          to label %15 unwind label %6

6:                                                ; preds = %13, %5
  %7 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)]
  %8 = extractvalue { i8*, i32 } %7, 1
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str.4, i32 0, i32 0)) #7
  %10 = icmp slt i32 %8, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %6
  %12 = extractvalue { i8*, i32 } %7, 0
  tail call void @__cxa_call_unexpected(i8* %12) #8
  unreachable

13:                                               ; preds = %1
  store i32 2, i32* %4, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* null) #8
          to label %15 unwind label %6

14:                                               ; preds = %6
  resume { i8*, i32 } %7

15:                                               ; preds = %13, %5
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress norecurse noreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline norecurse noreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"_ZTS1A", !10, i64 0}
!15 = !{!16, !10, i64 0}
!16 = !{!"_ZTS1B", !10, i64 0}
