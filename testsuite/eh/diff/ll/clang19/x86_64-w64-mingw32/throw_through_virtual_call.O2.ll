; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Square = type <{ %struct.Shape, i32, [4 x i8] }>
%struct.Shape = type { ptr }
%struct.Both = type { %struct.Left.base, [4 x i8], %struct.Right.base, [4 x i8] }
%struct.Left.base = type <{ ptr, i32 }>
%struct.Right.base = type <{ ptr, i32 }>
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { ptr }

$_ZN4VDerD1Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN4BothD0Ev = comdat any

$_ZN4Left4leftEv = comdat any

$_ZN4Both5rightEv = comdat any

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZThn16_N4Both5rightEv = comdat any

$_ZN4VDerD0Ev = comdat any

$_ZN4VDer1vEv = comdat any

$_ZN6BreaksD2Ev = comdat any

$_ZN6BreaksD0Ev = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV4Both = comdat any

$_ZTS4Both = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTI4Both = comdat any

$_ZTV4VDer = comdat any

$_ZTS4VDer = comdat any

$_ZTS5VBase = comdat any

$_ZTI5VBase = comdat any

$_ZTI4VDer = comdat any

$_ZTV6Breaks = comdat any

$_ZTS6Breaks = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

$_ZTI6Breaks = comdat any

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev, ptr @_ZN4BothD0Ev, ptr @_ZN4Left4leftEv, ptr @_ZN4Both5rightEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Both, ptr @_ZThn16_N4BothD1Ev, ptr @_ZThn16_N4BothD0Ev, ptr @_ZThn16_N4Both5rightEv] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Both = linkonce_odr dso_local constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Left }, comdat, align 8
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Right }, comdat, align 8
@_ZTI4Both = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Both, i32 0, i32 2, ptr @_ZTI4Left, i64 2, ptr @_ZTI5Right, i64 4098 }, comdat, align 8
@_ZTV4VDer = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @_ZTI4VDer, ptr @_ZN4VDerD1Ev, ptr @_ZN4VDerD0Ev, ptr @_ZN4VDer1vEv] }, comdat, align 8
@_ZTS4VDer = linkonce_odr dso_local constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr dso_local constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5VBase }, comdat, align 8
@_ZTI4VDer = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4VDer, i32 0, i32 1, ptr @_ZTI5VBase, i64 -10237 }, comdat, align 8
@_ZTV6Breaks = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Breaks, ptr @_ZN6BreaksD2Ev, ptr @_ZN6BreaksD0Ev] }, comdat, align 8
@_ZTS6Breaks = linkonce_odr dso_local constant [8 x i8] c"6Breaks\00", comdat, align 1
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
@_ZTI6Breaks = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Breaks, ptr @_ZTI7Fragile }, comdat, align 8
@str = private unnamed_addr constant [15 x i8] c"~Breaks throws\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Square, align 8
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Both, align 8
  %4 = alloca %struct.VDer, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Square, i64 16), ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 3, ptr %5, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Square, i64 16), ptr %2, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 -5, ptr %6, align 8, !tbaa !8
  %7 = invoke fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef nonnull %1)
          to label %8 unwind label %11

8:                                                ; preds = %0
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %10 = invoke fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef nonnull %2)
          to label %25 unwind label %15

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = extractvalue { ptr, i32 } %12, 1
  br label %76

15:                                               ; preds = %8
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %76

21:                                               ; preds = %15
  %22 = call ptr @__cxa_begin_catch(ptr %17) #13
  %23 = load i32, ptr %22, align 4, !tbaa !13
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23)
  call void @__cxa_end_catch() #13
  br label %25

25:                                               ; preds = %8, %21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  %26 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 0, ptr %26, align 8, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %3, i64 16
  %28 = getelementptr inbounds i8, ptr %3, i64 24
  store i32 0, ptr %28, align 8, !tbaa !16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV4Both, i64 16), ptr %3, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Both, i64 64), ptr %27, align 8, !tbaa !5
  invoke fastcc void @_ZL10call_rightP5Right(ptr noundef nonnull %27)
          to label %39 unwind label %29

29:                                               ; preds = %25
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %31 = extractvalue { ptr, i32 } %30, 0
  %32 = extractvalue { ptr, i32 } %30, 1
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %73

35:                                               ; preds = %29
  %36 = call ptr @__cxa_begin_catch(ptr %31) #13
  %37 = load i32, ptr %36, align 4, !tbaa !13
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  call void @__cxa_end_catch() #13
  br label %39

39:                                               ; preds = %25, %35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13
  store ptr getelementptr inbounds inrange(-40, 24) (i8, ptr @_ZTV4VDer, i64 40), ptr %4, align 8, !tbaa !5
  invoke fastcc void @_ZL6call_vP5VBase(ptr noundef nonnull %4)
          to label %50 unwind label %40

40:                                               ; preds = %39
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %42 = extractvalue { ptr, i32 } %41, 0
  %43 = extractvalue { ptr, i32 } %41, 1
  %44 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %70

46:                                               ; preds = %40
  %47 = call ptr @__cxa_begin_catch(ptr %42) #13
  %48 = load i32, ptr %47, align 4, !tbaa !13
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %48)
  call void @__cxa_end_catch() #13
  br label %50

50:                                               ; preds = %39, %46
  %51 = invoke noalias noundef nonnull dereferenceable(8) ptr @_Znwy(i64 noundef 8) #14
          to label %52 unwind label %62

52:                                               ; preds = %50
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV6Breaks, i64 16), ptr %51, align 8, !tbaa !5
  %53 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %54 = call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 44, ptr %54, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %54, ptr nonnull @_ZTIi, ptr null) #15
          to label %55 unwind label %56

55:                                               ; preds = %52
  unreachable

56:                                               ; preds = %52
  %57 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  call void @_ZdlPv(ptr noundef nonnull %51) #16
  %58 = extractvalue { ptr, i32 } %57, 0
  %59 = extractvalue { ptr, i32 } %57, 1
  %60 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %66, label %70

62:                                               ; preds = %50
  %63 = landingpad { ptr, i32 }
          cleanup
  %64 = extractvalue { ptr, i32 } %63, 0
  %65 = extractvalue { ptr, i32 } %63, 1
  br label %70

66:                                               ; preds = %56
  %67 = call ptr @__cxa_begin_catch(ptr %58) #13
  %68 = load i32, ptr %67, align 4, !tbaa !13
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %68)
  call void @__cxa_end_catch() #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #13
  ret i32 0

70:                                               ; preds = %62, %56, %40
  %71 = phi i32 [ %43, %40 ], [ %59, %56 ], [ %65, %62 ]
  %72 = phi ptr [ %42, %40 ], [ %58, %56 ], [ %64, %62 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  br label %73

73:                                               ; preds = %70, %29
  %74 = phi i32 [ %71, %70 ], [ %32, %29 ]
  %75 = phi ptr [ %72, %70 ], [ %31, %29 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  br label %76

76:                                               ; preds = %73, %15, %11
  %77 = phi i32 [ %74, %73 ], [ %18, %15 ], [ %14, %11 ]
  %78 = phi ptr [ %75, %73 ], [ %17, %15 ], [ %13, %11 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #13
  %79 = insertvalue { ptr, i32 } poison, ptr %78, 0
  %80 = insertvalue { ptr, i32 } %79, i32 %77, 1
  resume { ptr, i32 } %80
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 8 dereferenceable(8) %0)
  ret i32 %5
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL10call_rightP5Right(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 8 dereferenceable(12) %0)
  ret void
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL6call_vP5VBase(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 8 dereferenceable(8) %0)
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4VDerD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !8
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  %7 = load i32, ptr %2, align 8, !tbaa !8
  store i32 %7, ptr %6, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #15
  unreachable

8:                                                ; preds = %1
  %9 = mul nuw nsw i32 %3, %3
  ret i32 %9
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #9

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Left4leftEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 {
  ret i32 1
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Both5rightEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 22, ptr %2, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #15
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(ptr noundef %0) unnamed_addr #10 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(ptr noundef %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPv(ptr noundef nonnull %2) #16
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZThn16_N4Both5rightEv(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 22, ptr %2, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #15
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4VDerD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4VDer1vEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 33, ptr %2, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #15
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6BreaksD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV6Breaks, i64 16), ptr %0, align 8, !tbaa !5
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 44, ptr %3, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #15
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6BreaksD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV6Breaks, i64 16), ptr %0, align 8, !tbaa !5
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 44, ptr %3, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #15
          to label %4 unwind label %5

4:                                                ; preds = %1
  unreachable

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPv(ptr noundef nonnull %0) #16
  resume { ptr, i32 } %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { noreturn }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !11, i64 8}
!9 = !{!"_ZTS6Square", !10, i64 0, !11, i64 8}
!10 = !{!"_ZTS5Shape"}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !11, i64 8}
!15 = !{!"_ZTS4Left", !11, i64 8}
!16 = !{!17, !11, i64 8}
!17 = !{!"_ZTS5Right", !11, i64 8}
