; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZN3app7FailureD2Ev = comdat any

$_ZTSN3app7FailureE = comdat any

$_ZTIN3app7FailureE = comdat any

@_ZTIPKc = external constant ptr
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3app7FailureE = linkonce_odr dso_local constant [15 x i8] c"N3app7FailureE\00", comdat, align 1
@_ZTIN3app7FailureE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3app7FailureE }, comdat, align 8
@str = private unnamed_addr constant [19 x i8] c"never: const char*\00", align 1
@str.4 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.5 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1
@str.6 = private unnamed_addr constant [17 x i8] c"~Failure (never)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke fastcc void @_ZL3runv()
          to label %10 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %3 = extractvalue { ptr, i32 } %2, 1
  %4 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #5
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = extractvalue { ptr, i32 } %2, 0
  %8 = tail call ptr @__cxa_begin_catch(ptr %7) #5
  %9 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch() #5
  br label %10

10:                                               ; preds = %0, %6
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  ret i32 0

12:                                               ; preds = %1
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  resume { ptr, i32 } %2
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL3runv() unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 3, ptr %1, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIN3app7FailureE, ptr nonnull @_ZN3app7FailureD2Ev) #6
          to label %14 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #5
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  tail call void @__cxa_end_catch() #5
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  ret void

12:                                               ; preds = %2
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  resume { ptr, i32 } %3

14:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3app7FailureD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSN3app7FailureE", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
