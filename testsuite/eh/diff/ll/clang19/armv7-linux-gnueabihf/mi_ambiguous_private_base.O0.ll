; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1R, ptr @_ZTI4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1L, ptr @_ZTI4Base }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@_ZTSP1L = linkonce_odr dso_local constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1L, i32 0, ptr @_ZTI1L }, comdat, align 4
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", align 1
@_ZTS4Priv = linkonce_odr dso_local constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Priv, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", align 1
@_ZTS4Prot = linkonce_odr dso_local constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Prot, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, comdat, align 4
@.str.6 = private unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.D, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %12 = call ptr @__cxa_allocate_exception(i32 16) #6
  call void @llvm.memset.p0.i32(ptr align 8 %12, i8 0, i32 16, i1 false)
  %13 = call noundef ptr @_ZN1DC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %12) #6
  invoke void @__cxa_throw(ptr %12, ptr @_ZTI1D, ptr null) #7
          to label %160 unwind label %14

14:                                               ; preds = %0
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI1R
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %2, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %3, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #6
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %18
  %23 = load ptr, ptr %2, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #6
  store ptr %24, ptr %5, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %26 unwind label %46

26:                                               ; preds = %22
  call void @__cxa_end_catch()
  br label %27

27:                                               ; preds = %26, %40
  %28 = call noundef ptr @_ZN1DC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %6) #6
  %29 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr %6, ptr %29, align 8
  invoke void @__cxa_throw(ptr %29, ptr @_ZTIP1D, ptr null) #7
          to label %160 unwind label %51

30:                                               ; preds = %18
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1R) #6
  %32 = icmp eq i32 %19, %31
  br i1 %32, label %33, label %152

33:                                               ; preds = %30
  %34 = load ptr, ptr %2, align 4
  %35 = call ptr @__cxa_begin_catch(ptr %34) #6
  store ptr %35, ptr %4, align 4
  %36 = load ptr, ptr %4, align 4
  %37 = getelementptr inbounds %struct.R, ptr %36, i32 0, i32 1
  %38 = load i32, ptr %37, align 4
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38)
          to label %40 unwind label %41

40:                                               ; preds = %33
  call void @__cxa_end_catch()
  br label %27

41:                                               ; preds = %33
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = extractvalue { ptr, i32 } %42, 0
  store ptr %43, ptr %2, align 4
  %44 = extractvalue { ptr, i32 } %42, 1
  store i32 %44, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %45 unwind label %157

45:                                               ; preds = %41
  br label %152

46:                                               ; preds = %22
  %47 = landingpad { ptr, i32 }
          cleanup
  %48 = extractvalue { ptr, i32 } %47, 0
  store ptr %48, ptr %2, align 4
  %49 = extractvalue { ptr, i32 } %47, 1
  store i32 %49, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %50 unwind label %157

50:                                               ; preds = %46
  br label %152

51:                                               ; preds = %27
  %52 = landingpad { ptr, i32 }
          catch ptr @_ZTIP4Base
          catch ptr @_ZTIP1L
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %2, align 4
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %3, align 4
  br label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %3, align 4
  %57 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #6
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %59, label %67

59:                                               ; preds = %55
  %60 = load ptr, ptr %2, align 4
  %61 = call ptr @__cxa_begin_catch(ptr %60) #6
  store ptr %61, ptr %8, align 4
  %62 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %63 unwind label %82

63:                                               ; preds = %59
  call void @__cxa_end_catch() #6
  br label %64

64:                                               ; preds = %63, %77
  %65 = call ptr @__cxa_allocate_exception(i32 8) #6
  call void @llvm.memset.p0.i32(ptr align 8 %65, i8 0, i32 8, i1 false)
  %66 = call noundef ptr @_ZN4PrivC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %65) #6
  invoke void @__cxa_throw(ptr %65, ptr @_ZTI4Priv, ptr null) #7
          to label %160 unwind label %86

67:                                               ; preds = %55
  %68 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1L) #6
  %69 = icmp eq i32 %56, %68
  br i1 %69, label %70, label %152

70:                                               ; preds = %67
  %71 = load ptr, ptr %2, align 4
  %72 = call ptr @__cxa_begin_catch(ptr %71) #6
  store ptr %72, ptr %7, align 4
  %73 = load ptr, ptr %7, align 4
  %74 = getelementptr inbounds %struct.L, ptr %73, i32 0, i32 1
  %75 = load i32, ptr %74, align 4
  %76 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %75)
          to label %77 unwind label %78

77:                                               ; preds = %70
  call void @__cxa_end_catch() #6
  br label %64

78:                                               ; preds = %70
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %2, align 4
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %152

82:                                               ; preds = %59
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %2, align 4
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %152

86:                                               ; preds = %64
  %87 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI4Priv
  %88 = extractvalue { ptr, i32 } %87, 0
  store ptr %88, ptr %2, align 4
  %89 = extractvalue { ptr, i32 } %87, 1
  store i32 %89, ptr %3, align 4
  br label %90

90:                                               ; preds = %86
  %91 = load i32, ptr %3, align 4
  %92 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #6
  %93 = icmp eq i32 %91, %92
  br i1 %93, label %94, label %102

94:                                               ; preds = %90
  %95 = load ptr, ptr %2, align 4
  %96 = call ptr @__cxa_begin_catch(ptr %95) #6
  store ptr %96, ptr %10, align 4
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %98 unwind label %118

98:                                               ; preds = %94
  call void @__cxa_end_catch()
  br label %99

99:                                               ; preds = %98, %112
  %100 = call ptr @__cxa_allocate_exception(i32 8) #6
  call void @llvm.memset.p0.i32(ptr align 8 %100, i8 0, i32 8, i1 false)
  %101 = call noundef ptr @_ZN4ProtC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %100) #6
  invoke void @__cxa_throw(ptr %100, ptr @_ZTI4Prot, ptr null) #7
          to label %160 unwind label %123

102:                                              ; preds = %90
  %103 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Priv) #6
  %104 = icmp eq i32 %91, %103
  br i1 %104, label %105, label %152

105:                                              ; preds = %102
  %106 = load ptr, ptr %2, align 4
  %107 = call ptr @__cxa_begin_catch(ptr %106) #6
  store ptr %107, ptr %9, align 4
  %108 = load ptr, ptr %9, align 4
  %109 = getelementptr inbounds %struct.Priv, ptr %108, i32 0, i32 1
  %110 = load i32, ptr %109, align 4
  %111 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %110)
          to label %112 unwind label %113

112:                                              ; preds = %105
  call void @__cxa_end_catch()
  br label %99

113:                                              ; preds = %105
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  store ptr %115, ptr %2, align 4
  %116 = extractvalue { ptr, i32 } %114, 1
  store i32 %116, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %117 unwind label %157

117:                                              ; preds = %113
  br label %152

118:                                              ; preds = %94
  %119 = landingpad { ptr, i32 }
          cleanup
  %120 = extractvalue { ptr, i32 } %119, 0
  store ptr %120, ptr %2, align 4
  %121 = extractvalue { ptr, i32 } %119, 1
  store i32 %121, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %122 unwind label %157

122:                                              ; preds = %118
  br label %152

123:                                              ; preds = %99
  %124 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %125 = extractvalue { ptr, i32 } %124, 0
  store ptr %125, ptr %2, align 4
  %126 = extractvalue { ptr, i32 } %124, 1
  store i32 %126, ptr %3, align 4
  br label %127

127:                                              ; preds = %123
  %128 = load i32, ptr %3, align 4
  %129 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #6
  %130 = icmp eq i32 %128, %129
  br i1 %130, label %131, label %137

131:                                              ; preds = %127
  %132 = load ptr, ptr %2, align 4
  %133 = call ptr @__cxa_begin_catch(ptr %132) #6
  store ptr %133, ptr %11, align 4
  %134 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %135 unwind label %147

135:                                              ; preds = %131
  call void @__cxa_end_catch()
  br label %136

136:                                              ; preds = %135, %141
  ret i32 0

137:                                              ; preds = %127
  %138 = load ptr, ptr %2, align 4
  %139 = call ptr @__cxa_begin_catch(ptr %138) #6
  %140 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %141 unwind label %142

141:                                              ; preds = %137
  call void @__cxa_end_catch()
  br label %136

142:                                              ; preds = %137
  %143 = landingpad { ptr, i32 }
          cleanup
  %144 = extractvalue { ptr, i32 } %143, 0
  store ptr %144, ptr %2, align 4
  %145 = extractvalue { ptr, i32 } %143, 1
  store i32 %145, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %146 unwind label %157

146:                                              ; preds = %142
  br label %152

147:                                              ; preds = %131
  %148 = landingpad { ptr, i32 }
          cleanup
  %149 = extractvalue { ptr, i32 } %148, 0
  store ptr %149, ptr %2, align 4
  %150 = extractvalue { ptr, i32 } %148, 1
  store i32 %150, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %151 unwind label %157

151:                                              ; preds = %147
  br label %152

152:                                              ; preds = %151, %146, %122, %117, %102, %82, %78, %67, %50, %45, %30
  %153 = load ptr, ptr %2, align 4
  %154 = load i32, ptr %3, align 4
  %155 = insertvalue { ptr, i32 } poison, ptr %153, 0
  %156 = insertvalue { ptr, i32 } %155, i32 %154, 1
  resume { ptr, i32 } %156

157:                                              ; preds = %147, %142, %118, %113, %46, %41
  %158 = landingpad { ptr, i32 }
          catch ptr null
  %159 = extractvalue { ptr, i32 } %158, 0
  call void @__clang_call_terminate(ptr %159) #8
  unreachable

160:                                              ; preds = %99, %64, %27, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1DC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #6
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #6
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4PrivC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %5 = getelementptr inbounds %struct.Priv, ptr %3, i32 0, i32 1
  store i32 3, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4ProtC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %5 = getelementptr inbounds %struct.Prot, ptr %3, i32 0, i32 1
  store i32 4, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1LC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %5 = getelementptr inbounds %struct.L, ptr %3, i32 0, i32 1
  store i32 1, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1RC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  %5 = getelementptr inbounds %struct.R, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 0
  store i32 7, ptr %4, align 4
  ret ptr %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
