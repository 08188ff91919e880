; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca %struct.Widget, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  invoke void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef zeroext false)
          to label %4 unwind label %11

4:                                                ; preds = %0
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %6 = getelementptr inbounds i8, ptr %1, i32 4
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %7)
  %9 = load i32, ptr %1, align 4, !tbaa !6
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  br label %21

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %13 = extractvalue { ptr, i32 } %12, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %47

16:                                               ; preds = %11
  %17 = extractvalue { ptr, i32 } %12, 0
  %18 = call ptr @__cxa_begin_catch(ptr %17) #6
  %19 = load i32, ptr %18, align 4, !tbaa !11
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19)
  call void @__cxa_end_catch() #6
  br label %21

21:                                               ; preds = %16, %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  invoke void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -3, i1 noundef zeroext true)
          to label %22 unwind label %29

22:                                               ; preds = %21
  %23 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %24 = getelementptr inbounds i8, ptr %2, i32 4
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %25)
  %27 = load i32, ptr %2, align 4, !tbaa !6
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %27)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  br label %39

29:                                               ; preds = %21
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10Translated
  %31 = extractvalue { ptr, i32 } %30, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10Translated) #6
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %47

34:                                               ; preds = %29
  %35 = extractvalue { ptr, i32 } %30, 0
  %36 = call ptr @__cxa_begin_catch(ptr %35) #6
  %37 = load i32, ptr %36, align 4, !tbaa !12
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37)
  call void @__cxa_end_catch()
  br label %39

39:                                               ; preds = %34, %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  call void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %3, i32 noundef 4, i1 noundef zeroext false)
  %40 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %41 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %42 = getelementptr inbounds i8, ptr %3, i32 4
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %43)
  %45 = load i32, ptr %3, align 4, !tbaa !6
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %45)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  ret i32 0

47:                                               ; preds = %29, %11
  %48 = phi { ptr, i32 } [ %30, %29 ], [ %12, %11 ]
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %9 = load i32, ptr %0, align 4, !tbaa !6
  store i32 %9, ptr %8, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #7
          to label %10 unwind label %22

10:                                               ; preds = %7
  unreachable

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 %1, ptr %12, align 4, !tbaa !6
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %1)
  %14 = load i32, ptr %12, align 4, !tbaa !6
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %11
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  %18 = load i32, ptr %12, align 4, !tbaa !6
  store i32 %18, ptr %17, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #7
          to label %19 unwind label %24

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %11
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  ret void

22:                                               ; preds = %7
  %23 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  br label %28

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %26 = load i32, ptr %0, align 4, !tbaa !6
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
  %36 = load i32, ptr %35, align 4, !tbaa !11
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36)
  br i1 %2, label %38, label %42

38:                                               ; preds = %33
  %39 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 %36, ptr %39, align 16, !tbaa !12
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS6Member", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !8, i64 0}
!13 = !{!"_ZTS10Translated", !8, i64 0}
