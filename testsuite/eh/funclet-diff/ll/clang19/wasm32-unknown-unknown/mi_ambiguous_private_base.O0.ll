; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }
%struct.Prot = type { %struct.Base, i32 }

$_ZN1DC2Ev = comdat any

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
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1R, ptr @_ZTI4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1L, ptr @_ZTI4Base }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@_ZTSP1L = linkonce_odr hidden constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1L, i32 0, ptr @_ZTI1L }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", align 1
@_ZTS4Priv = linkonce_odr hidden constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Priv, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", align 1
@_ZTS4Prot = linkonce_odr hidden constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Prot, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, comdat, align 4
@.str.6 = private unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %11 = call ptr @__cxa_allocate_exception(i32 16) #7
  call void @llvm.memset.p0.i32(ptr align 16 %11, i8 0, i32 16, i1 false)
  %12 = call noundef ptr @_ZN1DC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %11) #7
  invoke void @__cxa_throw(ptr %11, ptr @_ZTI1D, ptr null) #6
          to label %146 unwind label %13

13:                                               ; preds = %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTI4Base, ptr @_ZTI1R]
  %17 = call ptr @llvm.wasm.get.exception(token %16)
  store ptr %17, ptr %2, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %15
  %22 = load ptr, ptr %2, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #7 [ "funclet"(token %16) ]
  store ptr %23, ptr %4, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %16) ]
          to label %25 unwind label %127

25:                                               ; preds = %21
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %26

26:                                               ; preds = %25
  br label %40

27:                                               ; preds = %15
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1R) #7
  %29 = icmp eq i32 %18, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %27
  %31 = load ptr, ptr %2, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #7 [ "funclet"(token %16) ]
  store ptr %32, ptr %3, align 4
  %33 = load ptr, ptr %3, align 4
  %34 = getelementptr inbounds %struct.R, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35) [ "funclet"(token %16) ]
          to label %37 unwind label %124

37:                                               ; preds = %30
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %38

38:                                               ; preds = %37
  br label %40

39:                                               ; preds = %27
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %16) ]
  unreachable

40:                                               ; preds = %26, %38
  %41 = call noundef ptr @_ZN1DC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %5) #7
  %42 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr %5, ptr %42, align 16
  invoke void @__cxa_throw(ptr %42, ptr @_ZTIP1D, ptr null) #6
          to label %146 unwind label %43

43:                                               ; preds = %40
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [ptr @_ZTIP4Base, ptr @_ZTIP1L]
  %47 = call ptr @llvm.wasm.get.exception(token %46)
  store ptr %47, ptr %2, align 4
  %48 = call i32 @llvm.wasm.get.ehselector(token %46)
  %49 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #7
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %45
  %52 = load ptr, ptr %2, align 4
  %53 = call ptr @__cxa_begin_catch(ptr %52) #7 [ "funclet"(token %46) ]
  store ptr %53, ptr %7, align 4
  %54 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3) [ "funclet"(token %46) ]
          to label %55 unwind label %132

55:                                               ; preds = %51
  call void @__cxa_end_catch() #7 [ "funclet"(token %46) ]
  catchret from %46 to label %56

56:                                               ; preds = %55
  br label %70

57:                                               ; preds = %45
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1L) #7
  %59 = icmp eq i32 %48, %58
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = load ptr, ptr %2, align 4
  %62 = call ptr @__cxa_begin_catch(ptr %61) #7 [ "funclet"(token %46) ]
  store ptr %62, ptr %6, align 4
  %63 = load ptr, ptr %6, align 4
  %64 = getelementptr inbounds %struct.L, ptr %63, i32 0, i32 1
  %65 = load i32, ptr %64, align 4
  %66 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %65) [ "funclet"(token %46) ]
          to label %67 unwind label %130

67:                                               ; preds = %60
  call void @__cxa_end_catch() #7 [ "funclet"(token %46) ]
  catchret from %46 to label %68

68:                                               ; preds = %67
  br label %70

69:                                               ; preds = %57
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %46) ]
  unreachable

70:                                               ; preds = %56, %68
  %71 = call ptr @__cxa_allocate_exception(i32 8) #7
  call void @llvm.memset.p0.i32(ptr align 16 %71, i8 0, i32 8, i1 false)
  %72 = call noundef ptr @_ZN4PrivC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %71) #7
  invoke void @__cxa_throw(ptr %71, ptr @_ZTI4Priv, ptr null) #6
          to label %146 unwind label %73

73:                                               ; preds = %70
  %74 = catchswitch within none [label %75] unwind to caller

75:                                               ; preds = %73
  %76 = catchpad within %74 [ptr @_ZTI4Base, ptr @_ZTI4Priv]
  %77 = call ptr @llvm.wasm.get.exception(token %76)
  store ptr %77, ptr %2, align 4
  %78 = call i32 @llvm.wasm.get.ehselector(token %76)
  %79 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %87

81:                                               ; preds = %75
  %82 = load ptr, ptr %2, align 4
  %83 = call ptr @__cxa_begin_catch(ptr %82) #7 [ "funclet"(token %76) ]
  store ptr %83, ptr %9, align 4
  %84 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5) [ "funclet"(token %76) ]
          to label %85 unwind label %137

85:                                               ; preds = %81
  call void @__cxa_end_catch() [ "funclet"(token %76) ]
  catchret from %76 to label %86

86:                                               ; preds = %85
  br label %100

87:                                               ; preds = %75
  %88 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Priv) #7
  %89 = icmp eq i32 %78, %88
  br i1 %89, label %90, label %99

90:                                               ; preds = %87
  %91 = load ptr, ptr %2, align 4
  %92 = call ptr @__cxa_begin_catch(ptr %91) #7 [ "funclet"(token %76) ]
  store ptr %92, ptr %8, align 4
  %93 = load ptr, ptr %8, align 4
  %94 = getelementptr inbounds %struct.Priv, ptr %93, i32 0, i32 1
  %95 = load i32, ptr %94, align 4
  %96 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %95) [ "funclet"(token %76) ]
          to label %97 unwind label %134

97:                                               ; preds = %90
  call void @__cxa_end_catch() [ "funclet"(token %76) ]
  catchret from %76 to label %98

98:                                               ; preds = %97
  br label %100

99:                                               ; preds = %87
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %76) ]
  unreachable

100:                                              ; preds = %86, %98
  %101 = call ptr @__cxa_allocate_exception(i32 8) #7
  call void @llvm.memset.p0.i32(ptr align 16 %101, i8 0, i32 8, i1 false)
  %102 = call noundef ptr @_ZN4ProtC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %101) #7
  invoke void @__cxa_throw(ptr %101, ptr @_ZTI4Prot, ptr null) #6
          to label %146 unwind label %103

103:                                              ; preds = %100
  %104 = catchswitch within none [label %105] unwind to caller

105:                                              ; preds = %103
  %106 = catchpad within %104 [ptr @_ZTI4Base, ptr null]
  %107 = call ptr @llvm.wasm.get.exception(token %106)
  store ptr %107, ptr %2, align 4
  %108 = call i32 @llvm.wasm.get.ehselector(token %106)
  %109 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %118

111:                                              ; preds = %105
  %112 = load ptr, ptr %2, align 4
  %113 = call ptr @__cxa_begin_catch(ptr %112) #7 [ "funclet"(token %106) ]
  store ptr %113, ptr %10, align 4
  %114 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7) [ "funclet"(token %106) ]
          to label %115 unwind label %143

115:                                              ; preds = %111
  call void @__cxa_end_catch() [ "funclet"(token %106) ]
  catchret from %106 to label %116

116:                                              ; preds = %115
  br label %117

117:                                              ; preds = %116, %123
  ret i32 0

118:                                              ; preds = %105
  %119 = load ptr, ptr %2, align 4
  %120 = call ptr @__cxa_begin_catch(ptr %119) #7 [ "funclet"(token %106) ]
  %121 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6) [ "funclet"(token %106) ]
          to label %122 unwind label %140

122:                                              ; preds = %118
  call void @__cxa_end_catch() [ "funclet"(token %106) ]
  catchret from %106 to label %123

123:                                              ; preds = %122
  br label %117

124:                                              ; preds = %30
  %125 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %125) ]
          to label %126 unwind label %147

126:                                              ; preds = %124
  cleanupret from %125 unwind to caller

127:                                              ; preds = %21
  %128 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %128) ]
          to label %129 unwind label %149

129:                                              ; preds = %127
  cleanupret from %128 unwind to caller

130:                                              ; preds = %60
  %131 = cleanuppad within %46 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %131) ]
  cleanupret from %131 unwind to caller

132:                                              ; preds = %51
  %133 = cleanuppad within %46 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %133) ]
  cleanupret from %133 unwind to caller

134:                                              ; preds = %90
  %135 = cleanuppad within %76 []
  invoke void @__cxa_end_catch() [ "funclet"(token %135) ]
          to label %136 unwind label %151

136:                                              ; preds = %134
  cleanupret from %135 unwind to caller

137:                                              ; preds = %81
  %138 = cleanuppad within %76 []
  invoke void @__cxa_end_catch() [ "funclet"(token %138) ]
          to label %139 unwind label %153

139:                                              ; preds = %137
  cleanupret from %138 unwind to caller

140:                                              ; preds = %118
  %141 = cleanuppad within %106 []
  invoke void @__cxa_end_catch() [ "funclet"(token %141) ]
          to label %142 unwind label %155

142:                                              ; preds = %140
  cleanupret from %141 unwind to caller

143:                                              ; preds = %111
  %144 = cleanuppad within %106 []
  invoke void @__cxa_end_catch() [ "funclet"(token %144) ]
          to label %145 unwind label %157

145:                                              ; preds = %143
  cleanupret from %144 unwind to caller

146:                                              ; preds = %100, %70, %40, %0
  unreachable

147:                                              ; preds = %124
  %148 = cleanuppad within %125 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %148) ]
  unreachable

149:                                              ; preds = %127
  %150 = cleanuppad within %128 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %150) ]
  unreachable

151:                                              ; preds = %134
  %152 = cleanuppad within %135 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %152) ]
  unreachable

153:                                              ; preds = %137
  %154 = cleanuppad within %138 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %154) ]
  unreachable

155:                                              ; preds = %140
  %156 = cleanuppad within %141 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %156) ]
  unreachable

157:                                              ; preds = %143
  %158 = cleanuppad within %144 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %158) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1DC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #7
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4PrivC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  %5 = getelementptr inbounds %struct.Priv, ptr %3, i32 0, i32 1
  store i32 3, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4ProtC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  %5 = getelementptr inbounds %struct.Prot, ptr %3, i32 0, i32 1
  store i32 4, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1LC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  %5 = getelementptr inbounds %struct.L, ptr %3, i32 0, i32 1
  store i32 1, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1RC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  %5 = getelementptr inbounds %struct.R, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 0
  store i32 7, ptr %4, align 4
  ret ptr %3
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
