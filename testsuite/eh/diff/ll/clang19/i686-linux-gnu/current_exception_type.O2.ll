; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZTSN2ns5ThingE = comdat any

$_ZTIN2ns5ThingE = comdat any

$_ZTS3BoxIdE = comdat any

$_ZTI3BoxIdE = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN2ns5ThingE = linkonce_odr dso_local constant [12 x i8] c"N2ns5ThingE\00", comdat, align 1
@_ZTIN2ns5ThingE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTSN2ns5ThingE }, comdat, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr dso_local constant [8 x i8] c"3BoxIdE\00", comdat, align 1
@_ZTI3BoxIdE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3BoxIdE }, comdat, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant ptr
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call ptr @__cxa_current_exception_type() #6
  %2 = icmp eq ptr %1, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load ptr, ptr %4, align 4, !tbaa !6
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = icmp eq i8 %6, 42
  %8 = zext i1 %7 to i32
  %9 = getelementptr inbounds i8, ptr %5, i32 %8
  br label %10

10:                                               ; preds = %0, %3
  %11 = phi ptr [ %9, %3 ], [ @.str.9, %0 ]
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull %11)
  %13 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 1, ptr %13, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTIi, ptr null) #7
          to label %83 unwind label %14

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  %17 = tail call ptr @__cxa_begin_catch(ptr %16) #6
  %18 = tail call ptr @__cxa_current_exception_type() #6
  %19 = icmp eq ptr %18, null
  br i1 %19, label %27, label %20

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %18, i32 4
  %22 = load ptr, ptr %21, align 4, !tbaa !6
  %23 = load i8, ptr %22, align 1, !tbaa !11
  %24 = icmp eq i8 %23, 42
  %25 = zext i1 %24 to i32
  %26 = getelementptr inbounds i8, ptr %22, i32 %25
  br label %27

27:                                               ; preds = %20, %14
  %28 = phi ptr [ %26, %20 ], [ @.str.9, %14 ]
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, ptr noundef nonnull %28)
  %30 = tail call ptr @__cxa_allocate_exception(i32 1) #6
  invoke void @__cxa_throw(ptr %30, ptr nonnull @_ZTIN2ns5ThingE, ptr null) #7
          to label %83 unwind label %35

31:                                               ; preds = %60
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  %34 = extractvalue { ptr, i32 } %32, 1
  br label %70

35:                                               ; preds = %27
  %36 = landingpad { ptr, i32 }
          catch ptr null
  %37 = extractvalue { ptr, i32 } %36, 0
  %38 = tail call ptr @__cxa_begin_catch(ptr %37) #6
  %39 = tail call ptr @__cxa_current_exception_type() #6
  %40 = icmp eq ptr %39, null
  br i1 %40, label %48, label %41

41:                                               ; preds = %35
  %42 = getelementptr inbounds i8, ptr %39, i32 4
  %43 = load ptr, ptr %42, align 4, !tbaa !6
  %44 = load i8, ptr %43, align 1, !tbaa !11
  %45 = icmp eq i8 %44, 42
  %46 = zext i1 %45 to i32
  %47 = getelementptr inbounds i8, ptr %43, i32 %46
  br label %48

48:                                               ; preds = %41, %35
  %49 = phi ptr [ %47, %41 ], [ @.str.9, %35 ]
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, ptr noundef nonnull %49)
  %51 = tail call ptr @__cxa_allocate_exception(i32 1) #6
  invoke void @__cxa_throw(ptr %51, ptr nonnull @_ZTI3BoxIdE, ptr null) #7
          to label %83 unwind label %52

52:                                               ; preds = %48
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3BoxIdE
  %54 = extractvalue { ptr, i32 } %53, 0
  %55 = extractvalue { ptr, i32 } %53, 1
  %56 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3BoxIdE) #6
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %67

58:                                               ; preds = %52
  %59 = tail call ptr @__cxa_begin_catch(ptr %54) #6
  tail call fastcc void @_ZL4showPKc(ptr noundef nonnull @.str.3)
  invoke void @__cxa_end_catch()
          to label %60 unwind label %63

60:                                               ; preds = %58
  invoke void @__cxa_end_catch()
          to label %61 unwind label %31

61:                                               ; preds = %60
  tail call fastcc void @_ZL4showPKc(ptr noundef nonnull @.str.4)
  tail call void @__cxa_end_catch()
  tail call fastcc void @_ZL4showPKc(ptr noundef nonnull @.str.5)
  %62 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @.str.6, ptr %62, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %62, ptr nonnull @_ZTIPKc, ptr null) #7
          to label %83 unwind label %73

63:                                               ; preds = %58
  %64 = landingpad { ptr, i32 }
          cleanup
  %65 = extractvalue { ptr, i32 } %64, 0
  %66 = extractvalue { ptr, i32 } %64, 1
  br label %67

67:                                               ; preds = %63, %52
  %68 = phi i32 [ %66, %63 ], [ %55, %52 ]
  %69 = phi ptr [ %65, %63 ], [ %54, %52 ]
  invoke void @__cxa_end_catch()
          to label %70 unwind label %80

70:                                               ; preds = %67, %31
  %71 = phi i32 [ %34, %31 ], [ %68, %67 ]
  %72 = phi ptr [ %33, %31 ], [ %69, %67 ]
  invoke void @__cxa_end_catch()
          to label %77 unwind label %80

73:                                               ; preds = %61
  %74 = landingpad { ptr, i32 }
          catch ptr null
  %75 = extractvalue { ptr, i32 } %74, 0
  %76 = tail call ptr @__cxa_begin_catch(ptr %75) #6
  tail call fastcc void @_ZL4showPKc(ptr noundef nonnull @.str.7)
  tail call void @__cxa_end_catch()
  ret i32 0

77:                                               ; preds = %70
  %78 = insertvalue { ptr, i32 } poison, ptr %72, 0
  %79 = insertvalue { ptr, i32 } %78, i32 %71, 1
  resume { ptr, i32 } %79

80:                                               ; preds = %70, %67
  %81 = landingpad { ptr, i32 }
          catch ptr null
  %82 = extractvalue { ptr, i32 } %81, 0
  tail call void @__clang_call_terminate(ptr %82) #8
  unreachable

83:                                               ; preds = %61, %48, %27, %10
  unreachable
}

; Function Attrs: mustprogress norecurse nounwind uwtable
define internal fastcc void @_ZL4showPKc(ptr noundef %0) unnamed_addr #1 {
  %2 = tail call ptr @__cxa_current_exception_type() #6
  %3 = icmp eq ptr %2, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i32 4
  %6 = load ptr, ptr %5, align 4, !tbaa !6
  %7 = load i8, ptr %6, align 1, !tbaa !11
  %8 = icmp eq i8 %7, 42
  %9 = zext i1 %8 to i32
  %10 = getelementptr inbounds i8, ptr %6, i32 %9
  br label %11

11:                                               ; preds = %1, %4
  %12 = phi ptr [ %10, %4 ], [ @.str.9, %1 ]
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, ptr noundef nonnull %12)
  ret void
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind
declare ptr @__cxa_current_exception_type() local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 4}
!7 = !{!"_ZTSSt9type_info", !8, i64 4}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !9, i64 0}
!14 = !{!8, !8, i64 0}
