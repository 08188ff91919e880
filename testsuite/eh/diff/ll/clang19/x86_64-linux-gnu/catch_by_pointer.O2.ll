; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Derived = type { %struct.Base.base, [4 x i8] }
%struct.Base.base = type <{ ptr, i32 }>

$_ZNK7Derived2idEv = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTV7Derived = comdat any

@_ZL9g_derived = internal global %struct.Derived { %struct.Base.base <{ ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), i32 0 }>, [4 x i8] zeroinitializer }, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 8
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@_ZTIP7Derived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 8
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPKPKi, i32 1, ptr @_ZTIPKi }, comdat, align 8
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPPi, i32 0, ptr @_ZTIPi }, comdat, align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant ptr
@_ZTIPKc = external constant ptr
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@_ZTIPv = external constant ptr
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZNK7Derived2idEv] }, comdat, align 8
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@str = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1
@str.11 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.12 = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  store i32 5, ptr getelementptr inbounds (i8, ptr @_ZL9g_derived, i64 8), align 8, !tbaa !5
  %2 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr @_ZL9g_derived, ptr %2, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIP7Derived, ptr null) #7
          to label %127 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIP4Base
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %122

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #6
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  %12 = load ptr, ptr %11, align 8
  %13 = invoke noundef i32 %12(ptr noundef nonnull align 8 dereferenceable(12) %10)
          to label %14 unwind label %21

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !5
  %17 = icmp eq ptr %10, @_ZL9g_derived
  %18 = zext i1 %17 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, i32 noundef %16, i32 noundef %18)
  tail call void @__cxa_end_catch() #6
  %20 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr @_ZL5g_int, ptr %20, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIPi, ptr null) #7
          to label %127 unwind label %25

21:                                               ; preds = %9
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  %24 = extractvalue { ptr, i32 } %22, 1
  tail call void @__cxa_end_catch() #6
  br label %122

25:                                               ; preds = %14
  %26 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKi
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = extractvalue { ptr, i32 } %26, 1
  %29 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #6
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %122

31:                                               ; preds = %25
  %32 = tail call ptr @__cxa_begin_catch(ptr %27) #6
  %33 = load i32, ptr %32, align 4, !tbaa !14
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33)
  tail call void @__cxa_end_catch() #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  store ptr @_ZL5g_int, ptr %1, align 8, !tbaa !10
  %35 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr %1, ptr %35, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTIPPi, ptr null) #7
          to label %127 unwind label %36

36:                                               ; preds = %31
  %37 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKPKi
  %38 = extractvalue { ptr, i32 } %37, 0
  %39 = extractvalue { ptr, i32 } %37, 1
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKPKi) #6
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %119

42:                                               ; preds = %36
  %43 = call ptr @__cxa_begin_catch(ptr %38) #6
  %44 = load ptr, ptr %43, align 8, !tbaa !10
  %45 = load i32, ptr %44, align 4, !tbaa !14
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %45)
  call void @__cxa_end_catch() #6
  %47 = call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr @.str.3, ptr %47, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %47, ptr nonnull @_ZTIPKc, ptr null) #7
          to label %127 unwind label %48

48:                                               ; preds = %42
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPc
          catch ptr @_ZTIPKc
  %50 = extractvalue { ptr, i32 } %49, 0
  %51 = extractvalue { ptr, i32 } %49, 1
  %52 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPc) #6
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %59

54:                                               ; preds = %48
  %55 = call ptr @__cxa_begin_catch(ptr %50) #6
  %56 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %57

57:                                               ; preds = %54, %62
  call void @__cxa_end_catch() #6
  %58 = call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr @_ZL5g_int, ptr %58, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %58, ptr nonnull @_ZTIPv, ptr null) #7
          to label %127 unwind label %65

59:                                               ; preds = %48
  %60 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #6
  %61 = icmp eq i32 %51, %60
  br i1 %61, label %62, label %119

62:                                               ; preds = %59
  %63 = call ptr @__cxa_begin_catch(ptr %50) #6
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %63)
  br label %57

65:                                               ; preds = %57
  %66 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPi
          catch ptr @_ZTIPv
  %67 = extractvalue { ptr, i32 } %66, 0
  %68 = extractvalue { ptr, i32 } %66, 1
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPi) #6
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %76

71:                                               ; preds = %65
  %72 = call ptr @__cxa_begin_catch(ptr %67) #6
  %73 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %74

74:                                               ; preds = %71, %79
  call void @__cxa_end_catch() #6
  %75 = call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr @_ZL5g_int, ptr %75, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %75, ptr nonnull @_ZTIPi, ptr null) #7
          to label %127 unwind label %84

76:                                               ; preds = %65
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #6
  %78 = icmp eq i32 %68, %77
  br i1 %78, label %79, label %119

79:                                               ; preds = %76
  %80 = call ptr @__cxa_begin_catch(ptr %67) #6
  %81 = icmp eq ptr %80, @_ZL5g_int
  %82 = zext i1 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %82)
  br label %74

84:                                               ; preds = %74
  %85 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPv
  %86 = extractvalue { ptr, i32 } %85, 0
  %87 = extractvalue { ptr, i32 } %85, 1
  %88 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #6
  %89 = icmp eq i32 %87, %88
  br i1 %89, label %90, label %119

90:                                               ; preds = %84
  %91 = call ptr @__cxa_begin_catch(ptr %86) #6
  %92 = load i32, ptr %91, align 4, !tbaa !14
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %92)
  call void @__cxa_end_catch() #6
  %94 = call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr @_ZL9g_derived, ptr %94, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %94, ptr nonnull @_ZTIP7Derived, ptr null) #7
          to label %127 unwind label %95

95:                                               ; preds = %90
  %96 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
          catch ptr @_ZTIP7Derived
  %97 = extractvalue { ptr, i32 } %96, 0
  %98 = extractvalue { ptr, i32 } %96, 1
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #6
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %105

101:                                              ; preds = %95
  %102 = call ptr @__cxa_begin_catch(ptr %97) #6
  %103 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  call void @__cxa_end_catch()
  br label %104

104:                                              ; preds = %101, %113
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  ret i32 0

105:                                              ; preds = %95
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP7Derived) #6
  %107 = icmp eq i32 %98, %106
  br i1 %107, label %108, label %119

108:                                              ; preds = %105
  %109 = call ptr @__cxa_begin_catch(ptr %97) #6
  %110 = load ptr, ptr %109, align 8, !tbaa !12
  %111 = load ptr, ptr %110, align 8
  %112 = invoke noundef i32 %111(ptr noundef nonnull align 8 dereferenceable(12) %109)
          to label %113 unwind label %115

113:                                              ; preds = %108
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %112)
  call void @__cxa_end_catch() #6
  br label %104

115:                                              ; preds = %108
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  %118 = extractvalue { ptr, i32 } %116, 1
  call void @__cxa_end_catch() #6
  br label %119

119:                                              ; preds = %115, %105, %84, %76, %59, %36
  %120 = phi i32 [ %118, %115 ], [ %98, %105 ], [ %87, %84 ], [ %68, %76 ], [ %51, %59 ], [ %39, %36 ]
  %121 = phi ptr [ %117, %115 ], [ %97, %105 ], [ %86, %84 ], [ %67, %76 ], [ %50, %59 ], [ %38, %36 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  br label %122

122:                                              ; preds = %119, %25, %21, %3
  %123 = phi i32 [ %120, %119 ], [ %28, %25 ], [ %24, %21 ], [ %6, %3 ]
  %124 = phi ptr [ %121, %119 ], [ %27, %25 ], [ %23, %21 ], [ %5, %3 ]
  %125 = insertvalue { ptr, i32 } poison, ptr %124, 0
  %126 = insertvalue { ptr, i32 } %125, i32 %123, 1
  resume { ptr, i32 } %126

127:                                              ; preds = %90, %74, %57, %42, %31, %14, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Derived2idEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret i32 2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"_ZTS4Base", !7, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !9, i64 0}
!14 = !{!7, !7, i64 0}
