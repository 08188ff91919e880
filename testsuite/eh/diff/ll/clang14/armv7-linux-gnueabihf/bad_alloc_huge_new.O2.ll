; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

@g_keep = dso_local global i8* null, align 4
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.1 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@str = private unnamed_addr constant [10 x i8] c"allocated\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call fastcc void @_ZL4grabj(i32 noundef 16)
  invoke fastcc void @_ZL4grabj(i32 noundef -2147483648)
          to label %16 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)
  %3 = extractvalue { i8*, i32 } %2, 1
  %4 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #7
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %6, label %33

6:                                                ; preds = %1
  %7 = extractvalue { i8*, i32 } %2, 0
  %8 = tail call i8* @__cxa_begin_catch(i8* %7) #7
  %9 = bitcast i8* %8 to %"class.std::bad_alloc"*
  %10 = bitcast i8* %8 to i8* (%"class.std::bad_alloc"*)***
  %11 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %10, align 4, !tbaa !9
  %12 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %11, i32 2
  %13 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %12, align 4
  %14 = tail call noundef i8* %13(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %9) #7
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i8* noundef %14)
  tail call void @__cxa_end_catch()
  br label %16

16:                                               ; preds = %0, %6
  invoke fastcc void @_ZL4grabj(i32 noundef -2147483584)
          to label %32 unwind label %17

17:                                               ; preds = %16
  %18 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %19 = extractvalue { i8*, i32 } %18, 1
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %17
  %23 = extractvalue { i8*, i32 } %18, 0
  %24 = tail call i8* @__cxa_begin_catch(i8* %23) #7
  %25 = bitcast i8* %24 to %"class.std::exception"*
  %26 = bitcast i8* %24 to i8* (%"class.std::exception"*)***
  %27 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %26, align 4, !tbaa !9
  %28 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %27, i32 2
  %29 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %28, align 4
  %30 = tail call noundef i8* %29(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %25) #7
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i8* noundef %30)
  tail call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %16, %22
  ret i32 0

33:                                               ; preds = %17, %1
  %34 = phi { i8*, i32 } [ %18, %17 ], [ %2, %1 ]
  resume { i8*, i32 } %34
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL4grabj(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call noalias noundef nonnull i8* @_Znwj(i32 noundef %0) #8
  store volatile i8* %2, i8** @g_keep, align 4, !tbaa !12
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i32 0, i32 0))
  %4 = load volatile i8*, i8** @g_keep, align 4, !tbaa !12
  tail call void @_ZdlPv(i8* noundef %4) #7
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwj(i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !11, i64 0}
