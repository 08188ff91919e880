; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }
%struct.Prot = type { %struct.Base, i32 }

$_ZN1DC2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4PrivC2Ev = comdat any

$_ZN4ProtC2Ev = comdat any

$_ZN1LC2Ev = comdat any

$_ZN1RC2Ev = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTI1D = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP1L = comdat any

$_ZTIP1L = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS4Priv = comdat any

$_ZTI4Priv = comdat any

$_ZTS4Prot = comdat any

$_ZTI4Prot = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1R, ptr @_ZTI4Base }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1L, ptr @_ZTI4Base }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1D, i32 1, i32 2, ptr @_ZTI1L, i64 2, ptr @_ZTI1R, i64 2050 }, comdat, align 8
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 8
@_ZTSP1L = linkonce_odr dso_local constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1L, i32 0, ptr @_ZTI1L }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", align 1
@_ZTS4Priv = linkonce_odr dso_local constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Priv, i32 0, i32 1, ptr @_ZTI4Base, i64 0 }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", align 1
@_ZTS4Prot = linkonce_odr dso_local constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Prot, i32 0, i32 1, ptr @_ZTI4Base, i64 0 }, comdat, align 8
@.str.6 = private unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.D, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %12 = call ptr @__cxa_allocate_exception(i64 16) #6
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 16, i1 false)
  call void @_ZN1DC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %12) #6
  invoke void @__cxa_throw(ptr %12, ptr @_ZTI1D, ptr null) #7
          to label %156 unwind label %13

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI1R
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %2, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %3, align 4
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #6
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %17
  %22 = load ptr, ptr %2, align 8
  %23 = call ptr @__cxa_begin_catch(ptr %22) #6
  store ptr %23, ptr %5, align 8
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %25 unwind label %44

25:                                               ; preds = %21
  call void @__cxa_end_catch()
  br label %26

26:                                               ; preds = %25, %38
  call void @_ZN1DC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %6) #6
  %27 = call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr %6, ptr %27, align 16
  invoke void @__cxa_throw(ptr %27, ptr @_ZTIP1D, ptr null) #7
          to label %156 unwind label %49

28:                                               ; preds = %17
  %29 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1R) #6
  %30 = icmp eq i32 %18, %29
  br i1 %30, label %31, label %148

31:                                               ; preds = %28
  %32 = load ptr, ptr %2, align 8
  %33 = call ptr @__cxa_begin_catch(ptr %32) #6
  store ptr %33, ptr %4, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.R, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %31
  call void @__cxa_end_catch()
  br label %26

39:                                               ; preds = %31
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %2, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %153

43:                                               ; preds = %39
  br label %148

44:                                               ; preds = %21
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %48 unwind label %153

48:                                               ; preds = %44
  br label %148

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          catch ptr @_ZTIP4Base
          catch ptr @_ZTIP1L
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %2, align 8
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %3, align 4
  br label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %3, align 4
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #6
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %64

57:                                               ; preds = %53
  %58 = load ptr, ptr %2, align 8
  %59 = call ptr @__cxa_begin_catch(ptr %58) #6
  store ptr %59, ptr %8, align 8
  %60 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %61 unwind label %79

61:                                               ; preds = %57
  call void @__cxa_end_catch() #6
  br label %62

62:                                               ; preds = %61, %74
  %63 = call ptr @__cxa_allocate_exception(i64 8) #6
  call void @llvm.memset.p0.i64(ptr align 16 %63, i8 0, i64 8, i1 false)
  call void @_ZN4PrivC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %63) #6
  invoke void @__cxa_throw(ptr %63, ptr @_ZTI4Priv, ptr null) #7
          to label %156 unwind label %83

64:                                               ; preds = %53
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1L) #6
  %66 = icmp eq i32 %54, %65
  br i1 %66, label %67, label %148

67:                                               ; preds = %64
  %68 = load ptr, ptr %2, align 8
  %69 = call ptr @__cxa_begin_catch(ptr %68) #6
  store ptr %69, ptr %7, align 8
  %70 = load ptr, ptr %7, align 8
  %71 = getelementptr inbounds %struct.L, ptr %70, i32 0, i32 1
  %72 = load i32, ptr %71, align 4
  %73 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %72)
          to label %74 unwind label %75

74:                                               ; preds = %67
  call void @__cxa_end_catch() #6
  br label %62

75:                                               ; preds = %67
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %2, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %148

79:                                               ; preds = %57
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = extractvalue { ptr, i32 } %80, 0
  store ptr %81, ptr %2, align 8
  %82 = extractvalue { ptr, i32 } %80, 1
  store i32 %82, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %148

83:                                               ; preds = %62
  %84 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI4Priv
  %85 = extractvalue { ptr, i32 } %84, 0
  store ptr %85, ptr %2, align 8
  %86 = extractvalue { ptr, i32 } %84, 1
  store i32 %86, ptr %3, align 4
  br label %87

87:                                               ; preds = %83
  %88 = load i32, ptr %3, align 4
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #6
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %98

91:                                               ; preds = %87
  %92 = load ptr, ptr %2, align 8
  %93 = call ptr @__cxa_begin_catch(ptr %92) #6
  store ptr %93, ptr %10, align 8
  %94 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %95 unwind label %114

95:                                               ; preds = %91
  call void @__cxa_end_catch()
  br label %96

96:                                               ; preds = %95, %108
  %97 = call ptr @__cxa_allocate_exception(i64 8) #6
  call void @llvm.memset.p0.i64(ptr align 16 %97, i8 0, i64 8, i1 false)
  call void @_ZN4ProtC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %97) #6
  invoke void @__cxa_throw(ptr %97, ptr @_ZTI4Prot, ptr null) #7
          to label %156 unwind label %119

98:                                               ; preds = %87
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Priv) #6
  %100 = icmp eq i32 %88, %99
  br i1 %100, label %101, label %148

101:                                              ; preds = %98
  %102 = load ptr, ptr %2, align 8
  %103 = call ptr @__cxa_begin_catch(ptr %102) #6
  store ptr %103, ptr %9, align 8
  %104 = load ptr, ptr %9, align 8
  %105 = getelementptr inbounds %struct.Priv, ptr %104, i32 0, i32 1
  %106 = load i32, ptr %105, align 4
  %107 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %106)
          to label %108 unwind label %109

108:                                              ; preds = %101
  call void @__cxa_end_catch()
  br label %96

109:                                              ; preds = %101
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %2, align 8
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %113 unwind label %153

113:                                              ; preds = %109
  br label %148

114:                                              ; preds = %91
  %115 = landingpad { ptr, i32 }
          cleanup
  %116 = extractvalue { ptr, i32 } %115, 0
  store ptr %116, ptr %2, align 8
  %117 = extractvalue { ptr, i32 } %115, 1
  store i32 %117, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %118 unwind label %153

118:                                              ; preds = %114
  br label %148

119:                                              ; preds = %96
  %120 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %121 = extractvalue { ptr, i32 } %120, 0
  store ptr %121, ptr %2, align 8
  %122 = extractvalue { ptr, i32 } %120, 1
  store i32 %122, ptr %3, align 4
  br label %123

123:                                              ; preds = %119
  %124 = load i32, ptr %3, align 4
  %125 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #6
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %133

127:                                              ; preds = %123
  %128 = load ptr, ptr %2, align 8
  %129 = call ptr @__cxa_begin_catch(ptr %128) #6
  store ptr %129, ptr %11, align 8
  %130 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %131 unwind label %143

131:                                              ; preds = %127
  call void @__cxa_end_catch()
  br label %132

132:                                              ; preds = %131, %137
  ret i32 0

133:                                              ; preds = %123
  %134 = load ptr, ptr %2, align 8
  %135 = call ptr @__cxa_begin_catch(ptr %134) #6
  %136 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %137 unwind label %138

137:                                              ; preds = %133
  call void @__cxa_end_catch()
  br label %132

138:                                              ; preds = %133
  %139 = landingpad { ptr, i32 }
          cleanup
  %140 = extractvalue { ptr, i32 } %139, 0
  store ptr %140, ptr %2, align 8
  %141 = extractvalue { ptr, i32 } %139, 1
  store i32 %141, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %142 unwind label %153

142:                                              ; preds = %138
  br label %148

143:                                              ; preds = %127
  %144 = landingpad { ptr, i32 }
          cleanup
  %145 = extractvalue { ptr, i32 } %144, 0
  store ptr %145, ptr %2, align 8
  %146 = extractvalue { ptr, i32 } %144, 1
  store i32 %146, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %147 unwind label %153

147:                                              ; preds = %143
  br label %148

148:                                              ; preds = %147, %142, %118, %113, %98, %79, %75, %64, %48, %43, %28
  %149 = load ptr, ptr %2, align 8
  %150 = load i32, ptr %3, align 4
  %151 = insertvalue { ptr, i32 } poison, ptr %149, 0
  %152 = insertvalue { ptr, i32 } %151, i32 %150, 1
  resume { ptr, i32 } %152

153:                                              ; preds = %143, %138, %114, %109, %44, %39
  %154 = landingpad { ptr, i32 }
          catch ptr null
  %155 = extractvalue { ptr, i32 } %154, 0
  call void @__clang_call_terminate(ptr %155) #8
  unreachable

156:                                              ; preds = %96, %62, %26, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #6
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  call void @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #6
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4PrivC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %4 = getelementptr inbounds %struct.Priv, ptr %3, i32 0, i32 1
  store i32 3, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ProtC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %4 = getelementptr inbounds %struct.Prot, ptr %3, i32 0, i32 1
  store i32 4, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %4 = getelementptr inbounds %struct.L, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %4 = getelementptr inbounds %struct.R, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 0
  store i32 7, ptr %4, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
