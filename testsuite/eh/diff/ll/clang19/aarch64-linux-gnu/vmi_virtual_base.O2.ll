; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.D = type { %struct.L.base, [4 x i8], %struct.R.base, i32, %struct.V.base, [4 x i8] }
%struct.L.base = type <{ ptr, i32 }>
%struct.R.base = type <{ ptr, i32 }>
%struct.V.base = type <{ ptr, i32 }>

$_ZN1DD1Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1MD1Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn16_N1DD1Ev = comdat any

$_ZThn16_N1DD0Ev = comdat any

$_ZTv0_n24_N1DD1Ev = comdat any

$_ZTv0_n24_N1DD0Ev = comdat any

$_ZTv0_n32_NK1D3whoEv = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn16_N1MD1Ev = comdat any

$_ZThn16_N1MD0Ev = comdat any

$_ZTv0_n24_N1MD1Ev = comdat any

$_ZTv0_n24_N1MD0Ev = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTI1D = comdat any

$_ZTSPK1V = comdat any

$_ZTIPK1V = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS5Extra = comdat any

$_ZTI5Extra = comdat any

$_ZTS1M = comdat any

$_ZTI1M = comdat any

$_ZTV1D = comdat any

$_ZTV1M = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1V }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i64 2, ptr @_ZTI1R, i64 4098 }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK1V, i32 1, ptr @_ZTI1V }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Extra, ptr @_ZTI1V }, comdat, align 8
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1M, i32 1, i32 2, ptr @_ZTI1L, i64 2, ptr @_ZTI5Extra, i64 4098 }, comdat, align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI1D, ptr @_ZN1DD1Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D3whoEv], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1D, ptr @_ZThn16_N1DD1Ev, ptr @_ZThn16_N1DD0Ev], [7 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI1D, ptr @_ZTv0_n24_N1DD1Ev, ptr @_ZTv0_n24_N1DD0Ev, ptr @_ZTv0_n32_NK1D3whoEv] }, comdat, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 40 to ptr), ptr null, ptr @_ZTI1M, ptr @_ZN1MD1Ev, ptr @_ZN1MD0Ev], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1M, ptr @_ZThn16_N1MD1Ev, ptr @_ZThn16_N1MD0Ev, ptr @_ZNK1V3whoEv], [7 x ptr] [ptr null, ptr inttoptr (i64 -40 to ptr), ptr inttoptr (i64 -40 to ptr), ptr @_ZTI1M, ptr @_ZTv0_n24_N1MD1Ev, ptr @_ZTv0_n24_N1MD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@str = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.10 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"~D\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.D, align 8
  %2 = tail call ptr @__cxa_allocate_exception(i64 48) #14
  %3 = getelementptr inbounds i8, ptr %2, i64 32
  %4 = getelementptr inbounds i8, ptr %2, i64 40
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 1, ptr %5, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %2, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %3, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %6, align 8, !tbaa !11
  store <2 x i32> <i32 2, i32 3>, ptr %7, align 8, !tbaa !13
  store i32 300, ptr %4, align 8, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #15
          to label %129 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI1V
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1V) #14
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %121

14:                                               ; preds = %8
  %15 = tail call ptr @__cxa_begin_catch(ptr %10) #14
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load i32, ptr %16, align 8, !tbaa !14
  %18 = load ptr, ptr %15, align 8, !tbaa !11
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  %21 = invoke noundef ptr %20(ptr noundef nonnull align 8 dereferenceable(12) %15)
          to label %24 unwind label %22

22:                                               ; preds = %14
  %23 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %40 unwind label %126

24:                                               ; preds = %14
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17, ptr noundef %21)
  %26 = tail call ptr @__dynamic_cast(ptr nonnull %15, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1D, i64 -1) #14
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %26, i64 24
  %30 = load i32, ptr %29, align 8, !tbaa !16
  %31 = getelementptr inbounds i8, ptr %26, i64 28
  %32 = load i32, ptr %31, align 4, !tbaa !18
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %28, i32 noundef %30, i32 noundef %32)
  tail call void @__cxa_end_catch()
  %34 = tail call ptr @__cxa_allocate_exception(i64 48) #14
  %35 = getelementptr inbounds i8, ptr %34, i64 32
  %36 = getelementptr inbounds i8, ptr %34, i64 40
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  store i32 1, ptr %37, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %34, i64 16
  %39 = getelementptr inbounds i8, ptr %34, i64 24
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %34, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %35, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %38, align 8, !tbaa !11
  store <2 x i32> <i32 2, i32 3>, ptr %39, align 8, !tbaa !13
  store i32 300, ptr %36, align 8, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #15
          to label %129 unwind label %43

40:                                               ; preds = %22
  %41 = extractvalue { ptr, i32 } %23, 1
  %42 = extractvalue { ptr, i32 } %23, 0
  br label %121

43:                                               ; preds = %24
  %44 = landingpad { ptr, i32 }
          catch ptr @_ZTI1R
  %45 = extractvalue { ptr, i32 } %44, 0
  %46 = extractvalue { ptr, i32 } %44, 1
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1R) #14
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %121

49:                                               ; preds = %43
  %50 = tail call ptr @__cxa_begin_catch(ptr %45) #14
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  %52 = load i32, ptr %51, align 8, !tbaa !16
  %53 = load ptr, ptr %50, align 8, !tbaa !11
  %54 = getelementptr i8, ptr %53, i64 -24
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %50, i64 %55
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i32, ptr %57, align 8, !tbaa !14
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef %58)
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #14
  %60 = getelementptr inbounds i8, ptr %1, i64 32
  %61 = getelementptr inbounds i8, ptr %1, i64 40
  %62 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 1, ptr %62, align 8, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %1, i64 16
  %64 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %1, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %60, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %63, align 8, !tbaa !11
  store <2 x i32> <i32 2, i32 3>, ptr %64, align 8, !tbaa !13
  store i32 300, ptr %61, align 8, !tbaa !14
  %65 = tail call ptr @__cxa_allocate_exception(i64 8) #14
  store ptr %1, ptr %65, align 16, !tbaa !20
  invoke void @__cxa_throw(ptr nonnull %65, ptr nonnull @_ZTIP1D, ptr null) #15
          to label %129 unwind label %66

66:                                               ; preds = %49
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPK1V
  %68 = extractvalue { ptr, i32 } %67, 0
  %69 = extractvalue { ptr, i32 } %67, 1
  %70 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPK1V) #14
  %71 = icmp eq i32 %69, %70
  br i1 %71, label %72, label %117

72:                                               ; preds = %66
  %73 = call ptr @__cxa_begin_catch(ptr %68) #14
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load i32, ptr %74, align 8, !tbaa !14
  %76 = load ptr, ptr %1, align 8, !tbaa !11
  %77 = getelementptr i8, ptr %76, i64 -24
  %78 = load i64, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %1, i64 %78
  %80 = icmp eq ptr %73, %79
  %81 = zext i1 %80 to i32
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %75, i32 noundef %81)
  call void @__cxa_end_catch() #14
  %83 = call ptr @__cxa_allocate_exception(i64 56) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %83, i8 0, i64 56, i1 false)
  %84 = getelementptr inbounds i8, ptr %83, i64 40
  %85 = getelementptr inbounds i8, ptr %83, i64 48
  store i32 100, ptr %85, align 8, !tbaa !14
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  store i32 1, ptr %86, align 8, !tbaa !6
  %87 = getelementptr inbounds i8, ptr %83, i64 16
  %88 = getelementptr inbounds i8, ptr %83, i64 24
  store <2 x i32> <i32 100, i32 9>, ptr %88, align 8, !tbaa !13
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1M, i64 24), ptr %83, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1M, i64 112), ptr %84, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1M, i64 56), ptr %87, align 8, !tbaa !11
  %89 = getelementptr inbounds i8, ptr %83, i64 32
  store i32 5, ptr %89, align 8, !tbaa !22
  invoke void @__cxa_throw(ptr nonnull %83, ptr nonnull @_ZTI1M, ptr nonnull @_ZN1MD1Ev) #15
          to label %129 unwind label %90

90:                                               ; preds = %72
  %91 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
          catch ptr @_ZTI5Extra
  %92 = extractvalue { ptr, i32 } %91, 0
  %93 = extractvalue { ptr, i32 } %91, 1
  %94 = icmp eq i32 %93, %11
  br i1 %94, label %95, label %101

95:                                               ; preds = %90
  %96 = call ptr @__cxa_begin_catch(ptr %92) #14
  %97 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_end_catch()
          to label %98 unwind label %113

98:                                               ; preds = %104, %95
  %99 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %1, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %60, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %63, align 8, !tbaa !11
  %100 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  ret i32 0

101:                                              ; preds = %90
  %102 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Extra) #14
  %103 = icmp eq i32 %93, %102
  br i1 %103, label %104, label %117

104:                                              ; preds = %101
  %105 = call ptr @__cxa_begin_catch(ptr %92) #14
  %106 = getelementptr inbounds i8, ptr %105, i64 12
  %107 = load i32, ptr %106, align 4, !tbaa !25
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107)
  invoke void @__cxa_end_catch()
          to label %98 unwind label %109

109:                                              ; preds = %104
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = extractvalue { ptr, i32 } %110, 0
  %112 = extractvalue { ptr, i32 } %110, 1
  br label %117

113:                                              ; preds = %95
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  %116 = extractvalue { ptr, i32 } %114, 1
  br label %117

117:                                              ; preds = %113, %109, %101, %66
  %118 = phi i32 [ %116, %113 ], [ %112, %109 ], [ %93, %101 ], [ %69, %66 ]
  %119 = phi ptr [ %115, %113 ], [ %111, %109 ], [ %92, %101 ], [ %68, %66 ]
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %1, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %60, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %63, align 8, !tbaa !11
  %120 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  br label %121

121:                                              ; preds = %117, %43, %40, %8
  %122 = phi i32 [ %118, %117 ], [ %46, %43 ], [ %41, %40 ], [ %11, %8 ]
  %123 = phi ptr [ %119, %117 ], [ %45, %43 ], [ %42, %40 ], [ %10, %8 ]
  %124 = insertvalue { ptr, i32 } poison, ptr %123, 0
  %125 = insertvalue { ptr, i32 } %124, i32 %122, 1
  resume { ptr, i32 } %125

126:                                              ; preds = %22
  %127 = landingpad { ptr, i32 }
          catch ptr null
  %128 = extractvalue { ptr, i32 } %127, 0
  tail call void @__clang_call_terminate(ptr %128) #16
  unreachable

129:                                              ; preds = %72, %49, %24, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %0, align 8, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %2, align 8, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %3, align 8, !tbaa !11
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #14
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD1Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #8 comdat {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1V3whoEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %0, align 8, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %2, align 8, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %3, align 8, !tbaa !11
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #17
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat {
  ret ptr @.str.8
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %2, align 8, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %3, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %0, align 8, !tbaa !11
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %2, align 8, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %3, align 8, !tbaa !11
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %0, align 8, !tbaa !11
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 48) #17
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %2, i64 -24
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %5, align 8, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %6, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %7, align 8, !tbaa !11
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %2, i64 -24
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %5, align 8, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %6, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %7, align 8, !tbaa !11
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 48) #17
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef ptr @_ZTv0_n32_NK1D3whoEv(ptr noundef %0) unnamed_addr #10 comdat {
  ret ptr @.str.8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD0Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #8 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 56) #17
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD1Ev(ptr noundef %0) unnamed_addr #12 comdat {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD0Ev(ptr noundef %0) unnamed_addr #12 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 56) #17
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD1Ev(ptr noundef %0) unnamed_addr #12 comdat {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD0Ev(ptr noundef %0) unnamed_addr #12 comdat {
  %2 = load ptr, ptr %0, align 8, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %2, i64 -24
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 56) #17
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 8}
!7 = !{!"_ZTS1L", !8, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !10, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !8, i64 8}
!15 = !{!"_ZTS1V", !8, i64 8}
!16 = !{!17, !8, i64 8}
!17 = !{!"_ZTS1R", !8, i64 8}
!18 = !{!19, !8, i64 28}
!19 = !{!"_ZTS1D", !7, i64 0, !17, i64 16, !8, i64 28}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !9, i64 0}
!22 = !{!23, !8, i64 32}
!23 = !{!"_ZTS1M", !7, i64 0, !24, i64 16, !8, i64 32}
!24 = !{!"_ZTS5Extra", !15, i64 0, !8, i64 12}
!25 = !{!24, !8, i64 12}
