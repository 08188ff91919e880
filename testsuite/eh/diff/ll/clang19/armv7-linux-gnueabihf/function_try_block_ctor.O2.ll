; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS10Translated = linkonce_odr dso_local constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS10Translated }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.8 = private unnamed_addr constant [12 x i8] c"Widget body\00", align 1
@str.9 = private unnamed_addr constant [8 x i8] c"~Widget\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca %struct.Widget, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  %4 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef zeroext false)
          to label %5 unwind label %12

5:                                                ; preds = %0
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %7 = getelementptr inbounds i8, ptr %1, i32 4
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %8)
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  br label %22

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %50

17:                                               ; preds = %12
  %18 = extractvalue { ptr, i32 } %13, 0
  %19 = call ptr @__cxa_begin_catch(ptr %18) #6
  %20 = load i32, ptr %19, align 4, !tbaa !10
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20)
  call void @__cxa_end_catch() #6
  br label %22

22:                                               ; preds = %17, %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  %23 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -3, i1 noundef zeroext true)
          to label %24 unwind label %31

24:                                               ; preds = %22
  %25 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %26 = getelementptr inbounds i8, ptr %2, i32 4
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %27)
  %29 = load i32, ptr %2, align 4, !tbaa !5
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  br label %41

31:                                               ; preds = %22
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10Translated
  %33 = extractvalue { ptr, i32 } %32, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10Translated) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %31
  %37 = extractvalue { ptr, i32 } %32, 0
  %38 = call ptr @__cxa_begin_catch(ptr %37) #6
  %39 = load i32, ptr %38, align 4, !tbaa !11
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39)
  call void @__cxa_end_catch()
  br label %41

41:                                               ; preds = %36, %24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  %42 = call noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %3, i32 noundef 4, i1 noundef zeroext false)
  %43 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %45 = getelementptr inbounds i8, ptr %3, i32 4
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %46)
  %48 = load i32, ptr %3, align 4, !tbaa !5
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %48)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  ret i32 0

50:                                               ; preds = %31, %12
  %51 = phi { ptr, i32 } [ %32, %31 ], [ %13, %12 ]
  resume { ptr, i32 } %51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %9 = load i32, ptr %0, align 4, !tbaa !5
  store i32 %9, ptr %8, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #7
          to label %10 unwind label %22

10:                                               ; preds = %7
  unreachable

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 %1, ptr %12, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %1)
  %14 = load i32, ptr %12, align 4, !tbaa !5
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %11
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %18 = load i32, ptr %12, align 4, !tbaa !5
  store i32 %18, ptr %17, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #7
          to label %19 unwind label %24

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %11
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  ret ptr %0

22:                                               ; preds = %7
  %23 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  br label %28

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %26 = load i32, ptr %0, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %26)
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi { ptr, i32 } [ %25, %24 ], [ %23, %22 ]
  %30 = extractvalue { ptr, i32 } %29, 1
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %44

33:                                               ; preds = %28
  %34 = extractvalue { ptr, i32 } %29, 0
  %35 = tail call ptr @__cxa_begin_catch(ptr %34) #6
  %36 = load i32, ptr %35, align 4, !tbaa !10
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36)
  br i1 %2, label %38, label %42

38:                                               ; preds = %33
  %39 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 %36, ptr %39, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %39, ptr nonnull @_ZTI10Translated, ptr null) #7
          to label %46 unwind label %40

40:                                               ; preds = %42, %38
  %41 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %44

42:                                               ; preds = %33
  invoke void @__cxa_rethrow()
          to label %43 unwind label %40

43:                                               ; preds = %42
  unreachable

44:                                               ; preds = %40, %28
  %45 = phi { ptr, i32 } [ %41, %40 ], [ %29, %28 ]
  resume { ptr, i32 } %45

46:                                               ; preds = %38
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS6Member", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS10Translated", !7, i64 0}
