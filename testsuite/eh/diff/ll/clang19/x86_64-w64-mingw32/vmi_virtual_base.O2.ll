; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.D, align 8
  %2 = tail call ptr @__cxa_allocate_exception(i64 48) #14
  %3 = getelementptr inbounds i8, ptr %2, i64 32
  %4 = getelementptr inbounds i8, ptr %2, i64 40
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 1, ptr %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  store i32 2, ptr %7, align 8, !tbaa !10
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %2, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %3, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %6, align 8, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %2, i64 28
  store i32 3, ptr %8, align 4, !tbaa !14
  store i32 300, ptr %4, align 8, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #15
          to label %133 unwind label %9

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI1V
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = extractvalue { ptr, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1V) #14
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %125

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_begin_catch(ptr %11) #14
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !16
  %19 = load ptr, ptr %16, align 8, !tbaa !12
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  %22 = invoke noundef ptr %21(ptr noundef nonnull align 8 dereferenceable(12) %16)
          to label %25 unwind label %23

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %42 unwind label %130

25:                                               ; preds = %15
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18, ptr noundef %22)
  %27 = tail call ptr @__dynamic_cast(ptr nonnull %16, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1D, i64 -1) #14
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load i32, ptr %28, align 8, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %27, i64 24
  %31 = load i32, ptr %30, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %27, i64 28
  %33 = load i32, ptr %32, align 4, !tbaa !14
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %31, i32 noundef %33)
  tail call void @__cxa_end_catch()
  %35 = tail call ptr @__cxa_allocate_exception(i64 48) #14
  %36 = getelementptr inbounds i8, ptr %35, i64 32
  %37 = getelementptr inbounds i8, ptr %35, i64 40
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  store i32 1, ptr %38, align 8, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %35, i64 16
  %40 = getelementptr inbounds i8, ptr %35, i64 24
  store i32 2, ptr %40, align 8, !tbaa !10
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %35, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %36, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %39, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %35, i64 28
  store i32 3, ptr %41, align 4, !tbaa !14
  store i32 300, ptr %37, align 8, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #15
          to label %133 unwind label %45

42:                                               ; preds = %23
  %43 = extractvalue { ptr, i32 } %24, 1
  %44 = extractvalue { ptr, i32 } %24, 0
  br label %125

45:                                               ; preds = %25
  %46 = landingpad { ptr, i32 }
          catch ptr @_ZTI1R
  %47 = extractvalue { ptr, i32 } %46, 0
  %48 = extractvalue { ptr, i32 } %46, 1
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1R) #14
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %125

51:                                               ; preds = %45
  %52 = tail call ptr @__cxa_begin_catch(ptr %47) #14
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  %54 = load i32, ptr %53, align 8, !tbaa !10
  %55 = load ptr, ptr %52, align 8, !tbaa !12
  %56 = getelementptr i8, ptr %55, i64 -24
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds i8, ptr %52, i64 %57
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i32, ptr %59, align 8, !tbaa !16
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef %60)
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #14
  %62 = getelementptr inbounds i8, ptr %1, i64 32
  %63 = getelementptr inbounds i8, ptr %1, i64 40
  %64 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 1, ptr %64, align 8, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %1, i64 16
  %66 = getelementptr inbounds i8, ptr %1, i64 24
  store i32 2, ptr %66, align 8, !tbaa !10
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %1, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %62, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %65, align 8, !tbaa !12
  %67 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 3, ptr %67, align 4, !tbaa !14
  store i32 300, ptr %63, align 8, !tbaa !16
  %68 = tail call ptr @__cxa_allocate_exception(i64 8) #14
  store ptr %1, ptr %68, align 16, !tbaa !18
  invoke void @__cxa_throw(ptr nonnull %68, ptr nonnull @_ZTIP1D, ptr null) #15
          to label %133 unwind label %69

69:                                               ; preds = %51
  %70 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPK1V
  %71 = extractvalue { ptr, i32 } %70, 0
  %72 = extractvalue { ptr, i32 } %70, 1
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPK1V) #14
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %121

75:                                               ; preds = %69
  %76 = call ptr @__cxa_begin_catch(ptr %71) #14
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load i32, ptr %77, align 8, !tbaa !16
  %79 = load ptr, ptr %1, align 8, !tbaa !12
  %80 = getelementptr i8, ptr %79, i64 -24
  %81 = load i64, ptr %80, align 8
  %82 = getelementptr inbounds i8, ptr %1, i64 %81
  %83 = icmp eq ptr %76, %82
  %84 = zext i1 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef %84)
  call void @__cxa_end_catch() #14
  %86 = call ptr @__cxa_allocate_exception(i64 56) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %86, i8 0, i64 56, i1 false)
  %87 = getelementptr inbounds i8, ptr %86, i64 40
  %88 = getelementptr inbounds i8, ptr %86, i64 48
  store i32 100, ptr %88, align 8, !tbaa !16
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  store i32 1, ptr %89, align 8, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %86, i64 16
  %91 = getelementptr inbounds i8, ptr %86, i64 24
  store i32 100, ptr %91, align 8, !tbaa !16
  %92 = getelementptr inbounds i8, ptr %86, i64 28
  store i32 9, ptr %92, align 4, !tbaa !20
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1M, i64 24), ptr %86, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1M, i64 112), ptr %87, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1M, i64 56), ptr %90, align 8, !tbaa !12
  %93 = getelementptr inbounds i8, ptr %86, i64 32
  store i32 5, ptr %93, align 8, !tbaa !22
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTI1M, ptr nonnull @_ZN1MD1Ev) #15
          to label %133 unwind label %94

94:                                               ; preds = %75
  %95 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
          catch ptr @_ZTI5Extra
  %96 = extractvalue { ptr, i32 } %95, 0
  %97 = extractvalue { ptr, i32 } %95, 1
  %98 = icmp eq i32 %97, %12
  br i1 %98, label %99, label %105

99:                                               ; preds = %94
  %100 = call ptr @__cxa_begin_catch(ptr %96) #14
  %101 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_end_catch()
          to label %102 unwind label %117

102:                                              ; preds = %108, %99
  %103 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %1, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %62, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %65, align 8, !tbaa !12
  %104 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  ret i32 0

105:                                              ; preds = %94
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Extra) #14
  %107 = icmp eq i32 %97, %106
  br i1 %107, label %108, label %121

108:                                              ; preds = %105
  %109 = call ptr @__cxa_begin_catch(ptr %96) #14
  %110 = getelementptr inbounds i8, ptr %109, i64 12
  %111 = load i32, ptr %110, align 4, !tbaa !20
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111)
  invoke void @__cxa_end_catch()
          to label %102 unwind label %113

113:                                              ; preds = %108
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  %116 = extractvalue { ptr, i32 } %114, 1
  br label %121

117:                                              ; preds = %99
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = extractvalue { ptr, i32 } %118, 0
  %120 = extractvalue { ptr, i32 } %118, 1
  br label %121

121:                                              ; preds = %117, %113, %105, %69
  %122 = phi i32 [ %120, %117 ], [ %116, %113 ], [ %97, %105 ], [ %72, %69 ]
  %123 = phi ptr [ %119, %117 ], [ %115, %113 ], [ %96, %105 ], [ %71, %69 ]
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %1, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %62, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %65, align 8, !tbaa !12
  %124 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  br label %125

125:                                              ; preds = %121, %45, %42, %9
  %126 = phi i32 [ %122, %121 ], [ %48, %45 ], [ %43, %42 ], [ %12, %9 ]
  %127 = phi ptr [ %123, %121 ], [ %47, %45 ], [ %44, %42 ], [ %11, %9 ]
  %128 = insertvalue { ptr, i32 } poison, ptr %127, 0
  %129 = insertvalue { ptr, i32 } %128, i32 %126, 1
  resume { ptr, i32 } %129

130:                                              ; preds = %23
  %131 = landingpad { ptr, i32 }
          catch ptr null
  %132 = extractvalue { ptr, i32 } %131, 0
  tail call void @__clang_call_terminate(ptr %132) #16
  unreachable

133:                                              ; preds = %75, %51, %25, %0
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %0, align 8, !tbaa !12
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %2, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %3, align 8, !tbaa !12
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #14
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD1Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1V3whoEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %0, align 8, !tbaa !12
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %2, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %3, align 8, !tbaa !12
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPv(ptr noundef nonnull %0) #17
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  ret ptr @.str.8
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %2, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %3, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %0, align 8, !tbaa !12
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %2, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %3, align 8, !tbaa !12
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %0, align 8, !tbaa !12
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPv(ptr noundef nonnull %2) #17
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %2, i64 -24
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %5, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %6, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %7, align 8, !tbaa !12
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %2, i64 -24
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  store ptr getelementptr inbounds inrange(-24, 24) (i8, ptr @_ZTV1D, i64 24), ptr %5, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) (i8, ptr @_ZTV1D, i64 120), ptr %6, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) (i8, ptr @_ZTV1D, i64 72), ptr %7, align 8, !tbaa !12
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPv(ptr noundef nonnull %5) #17
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef ptr @_ZTv0_n32_NK1D3whoEv(ptr noundef %0) unnamed_addr #10 comdat align 2 {
  ret ptr @.str.8
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD0Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #17
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPv(ptr noundef nonnull %2) #17
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  %2 = load ptr, ptr %0, align 8, !tbaa !12
  %3 = getelementptr inbounds i8, ptr %2, i64 -24
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  tail call void @_ZdlPv(ptr noundef nonnull %5) #17
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"_ZTS1L", !7, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 8}
!11 = !{!"_ZTS1R", !7, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !9, i64 0}
!14 = !{!15, !7, i64 28}
!15 = !{!"_ZTS1D", !6, i64 0, !11, i64 16, !7, i64 28}
!16 = !{!17, !7, i64 8}
!17 = !{!"_ZTS1V", !7, i64 8}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !8, i64 0}
!20 = !{!21, !7, i64 12}
!21 = !{!"_ZTS5Extra", !17, i64 0, !7, i64 12}
!22 = !{!23, !7, i64 32}
!23 = !{!"_ZTS1M", !6, i64 0, !21, i64 16, !7, i64 32}
